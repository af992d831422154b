import { appText } from '../../../src/shared/i18n/app';
import type { SectionKey } from '../../../src/shared/wedding/sections';
import type { WeddingField } from '../state/api';
import { COUNTDOWN_OPTIONS } from './options';

export type FieldSpec =
  | { name: WeddingField; label: string; kind: 'text' | 'url'; placeholder?: string; hint?: string; maxLength?: number; help?: { href: string; text: string } }
  | { name: WeddingField; label: string; kind: 'textarea'; rows?: number; maxLength?: number }
  | { name: WeddingField; label: string; kind: 'select'; options: readonly { value: string; label: string }[]; saveOnChange?: boolean };

const URL_PLACEHOLDER = appText('builder.field.urlPlaceholder');
const VALID_URL = appText('builder.field.validUrl');
const TAGLINE = appText('builder.field.tagline');
const heading = (name: WeddingField, label = appText('builder.field.heading')): FieldSpec => ({ name, label, kind: 'text', maxLength: 200 });
const tagline = (name: WeddingField, label = appText('builder.field.commentTagline')): FieldSpec => ({
  name,
  label,
  kind: 'textarea',
  rows: 4,
  maxLength: 5000,
});
const link = (name: WeddingField): FieldSpec => ({
  name,
  label: appText('builder.field.externalLink'),
  kind: 'url',
  placeholder: URL_PLACEHOLDER,
  hint: VALID_URL,
});

/** The text fields of each section panel (site-editor.md §2); image, list and Pro parts are their own components. */
export const SECTION_FIELDS: Partial<Record<SectionKey, FieldSpec[]>> = {
  ourStory: [heading('ourStoryHeading'), tagline('ourStoryComment', TAGLINE)],
  content: [heading('contentHeading'), tagline('contentComment')],
  fancyCard: [
    heading('fancyCardHeading'),
    { name: 'fancyCardDate', label: appText('builder.field.date'), kind: 'text', maxLength: 200 },
    { name: 'fancyCardAddress', label: appText('builder.field.address'), kind: 'textarea', rows: 2, maxLength: 500 },
    tagline('fancyCardComment'),
  ],
  customOne: [
    heading('customOneHeading'),
    { name: 'customOneComment', label: appText('builder.field.travelDetails'), kind: 'textarea', rows: 6, maxLength: 5000 },
    { name: 'googleMapsLink', label: appText('builder.field.mapsLink'), kind: 'url', placeholder: URL_PLACEHOLDER, hint: VALID_URL },
  ],
  customThree: [heading('customThreeHeading'), tagline('customThreeComment', TAGLINE)],
  customFour: [heading('customFourHeading'), tagline('customFourComment', TAGLINE)],
  customFive: [
    heading('customFiveHeading'),
    tagline('customFiveComment'),
    {
      name: 'googleMapsEmbedLink',
      label: appText('builder.field.mapsEmbed'),
      kind: 'url',
      placeholder: appText('builder.field.mapsEmbedPlaceholder'),
      hint: VALID_URL,
      help: { href: 'https://support.google.com/maps/answer/144361', text: appText('builder.field.mapsEmbedHelp') },
    },
  ],
  customSix: [heading('customSixHeading'), tagline('customSixComment')],
  customSeven: [
    {
      name: 'countdownStyle',
      label: appText('builder.field.countdownStyle'),
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
    { name: 'rsvpMiniHeading', label: appText('builder.field.rsvpHeading'), kind: 'text', maxLength: 200 },
    { name: 'rsvpMiniComment', label: appText('builder.field.rsvpMessage'), kind: 'textarea', rows: 3, maxLength: 5000 },
    { name: 'rsvpMiniButtonLabel', label: appText('builder.field.rsvpButton'), kind: 'text', maxLength: 100 },
  ],
  infoTiles: (['one', 'two', 'three'] as const).flatMap((n, i) => [
    { name: `infoTile${n}Title`, label: appText('builder.field.tileTitle', { n: i + 1 }), kind: 'text', maxLength: 100 } as FieldSpec,
    { name: `infoTile${n}Text`, label: appText('builder.field.tileText', { n: i + 1 }), kind: 'textarea', rows: 2, maxLength: 500 } as FieldSpec,
  ]),
  images: [{ name: 'galleryComment', label: TAGLINE, kind: 'text', maxLength: 5000 }],
  customTwo: [{ name: 'customTwoComment', label: TAGLINE, kind: 'text', maxLength: 5000 }],
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
