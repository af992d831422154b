import type { SectionKey } from '../../../src/shared/wedding/sections';
import type { WeddingField } from '../state/api';
import { COUNTDOWN_OPTIONS } from './options';

export type FieldSpec =
  | { name: WeddingField; label: string; kind: 'text' | 'url'; placeholder?: string; hint?: string; maxLength?: number; help?: { href: string; text: string } }
  | { name: WeddingField; label: string; kind: 'textarea'; rows?: number; maxLength?: number }
  | { name: WeddingField; label: string; kind: 'select'; options: readonly { value: string; label: string }[]; saveOnChange?: boolean };

const heading = (name: WeddingField, label = 'Heading'): FieldSpec => ({ name, label, kind: 'text', maxLength: 200 });
const tagline = (name: WeddingField, label = 'Comment tagline'): FieldSpec => ({ name, label, kind: 'textarea', rows: 4, maxLength: 5000 });
const link = (name: WeddingField): FieldSpec => ({ name, label: 'External link (optional)', kind: 'url', placeholder: 'https://', hint: 'Must be valid URL' });

/** The text fields of each section panel (site-editor.md §2); image, list and Pro parts are their own components. */
export const SECTION_FIELDS: Partial<Record<SectionKey, FieldSpec[]>> = {
  ourStory: [heading('ourStoryHeading'), tagline('ourStoryComment', 'Tagline')],
  content: [heading('contentHeading'), tagline('contentComment')],
  fancyCard: [
    heading('fancyCardHeading'),
    { name: 'fancyCardDate', label: 'Date', kind: 'text', maxLength: 200 },
    { name: 'fancyCardAddress', label: 'Address', kind: 'textarea', rows: 2, maxLength: 500 },
    tagline('fancyCardComment'),
  ],
  customOne: [
    heading('customOneHeading'),
    { name: 'customOneComment', label: 'Details (airports, transport, hotels)', kind: 'textarea', rows: 6, maxLength: 5000 },
    { name: 'googleMapsLink', label: 'Google Maps link (optional)', kind: 'url', placeholder: 'https://', hint: 'Must be valid URL' },
  ],
  customThree: [heading('customThreeHeading'), tagline('customThreeComment', 'Tagline')],
  customFour: [heading('customFourHeading'), tagline('customFourComment', 'Tagline')],
  customFive: [
    heading('customFiveHeading'),
    tagline('customFiveComment'),
    {
      name: 'googleMapsEmbedLink',
      label: 'Google Maps embed link',
      kind: 'url',
      placeholder: 'https://www.google.com/maps/embed?pb=…',
      hint: 'Must be valid URL',
      help: { href: 'https://support.google.com/maps/answer/144361', text: 'How to get the embed link from Google Maps' },
    },
  ],
  customSix: [heading('customSixHeading'), tagline('customSixComment')],
  customSeven: [
    {
      name: 'countdownStyle',
      label: 'Countdown style',
      kind: 'select',
      // The spec's countdown style change is a call of its own: it is saved as soon as it is picked.
      saveOnChange: true,
      options: COUNTDOWN_OPTIONS,
    },
    heading('customSevenHeading'),
    tagline('customSevenComment'),
  ],
  customEight: [heading('customEightHeading'), tagline('customEightComment'), link('customEightLink')],
  customNine: [heading('customNineHeading'), tagline('customNineComment'), link('customNineLink')],
  customTen: [heading('customTenHeading'), tagline('customTenComment')],
  rsvpMini: [
    { name: 'rsvpMiniHeading', label: 'RSVP heading', kind: 'text', maxLength: 200 },
    { name: 'rsvpMiniComment', label: 'Short message', kind: 'textarea', rows: 3, maxLength: 5000 },
    { name: 'rsvpMiniButtonLabel', label: 'Button label', kind: 'text', maxLength: 100 },
  ],
  infoTiles: (['one', 'two', 'three'] as const).flatMap((n, i) => [
    { name: `infoTile${n}Title`, label: `Tile ${i + 1} title`, kind: 'text', maxLength: 100 } as FieldSpec,
    { name: `infoTile${n}Text`, label: `Tile ${i + 1} description`, kind: 'textarea', rows: 2, maxLength: 500 } as FieldSpec,
  ]),
  images: [{ name: 'galleryComment', label: 'Tagline', kind: 'text', maxLength: 5000 }],
  customTwo: [{ name: 'customTwoComment', label: 'Tagline', kind: 'text', maxLength: 5000 }],
};

/** Image, list and flag fields a panel also saves. */
export const SECTION_EXTRA_FIELDS: Partial<Record<SectionKey, WeddingField[]>> = {
  mainPhoto: ['mainImgFilter', 'heroImgFilter'],
  images: ['images', 'imagesLayout'],
  customTwo: ['customTwoImages', 'customTwoLayout'],
  schedule: ['tasks'],
  customSix: ['darkTextOverImg', 'textWhite'],
  weddingParty: ['weddingParty'],
};

/** The fields the Details tab's 'Update details' saves. */
export const DETAIL_FIELDS: WeddingField[] = [
  'weddingHeader',
  'brideGroomOneName',
  'brideGroomTwoName',
  'joiner',
  'weddingLocation',
  'dateFormat',
  'displayedDate',
  'dividerStyle',
  'mainFont',
  'mainSize',
  'mainHeadingPosition',
  'dateFont',
  'dateSize',
  'taglineFont',
  'taglineSize',
  'sectionFont',
  'sectionSize',
  'sectionPosition',
  'paragraphFont',
  'paragraphSize',
  'paragraphPosition',
];
