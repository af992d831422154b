// Which parts of the site a builder save changed, in the builder's own words (the activity log's
// "Leo saved the site: Our story, Design"), read from the save's body field names.
import { appText } from '../../../shared/i18n/app';
import { SECTIONS } from '../../../shared/wedding/sections';

/** Field-name prefixes of each section (the record's names: ourStoryHeading, customOneComment, …). */
const SECTION_PREFIXES: ReadonlyArray<readonly [prefix: string, part: string]> = [
  ...SECTIONS.map((section) => [section.key, section.displayName] as const),
  ...SECTIONS.map((section) => [section.toggleField, section.displayName] as const),
  ['mainImg', appText('activity.part.mainPhoto')],
  ['galleryComment', appText('activity.part.gallery')],
  ['tasks', appText('activity.part.schedule')],
  ['googleMapsLink', appText('activity.part.travel')],
  ['googleMapsEmbedLink', appText('activity.part.map')],
  ['fixedImg', appText('activity.part.textOverPhoto')],
  ['darkTextOverImg', appText('activity.part.textOverPhoto')],
  ['textWhite', appText('activity.part.textOverPhoto')],
  ['infoTile', appText('activity.part.infoTiles')],
];

/** The parts' names, read once. */
const PART = {
  design: appText('activity.part.design'),
  sectionOrder: appText('activity.part.sectionOrder'),
  siteMenu: appText('activity.part.siteMenu'),
  publishing: appText('activity.part.publishing'),
  password: appText('activity.part.password'),
  footer: appText('activity.part.footer'),
  pageSettings: appText('activity.part.pageSettings'),
  photos: appText('activity.part.photos'),
};

const OTHER_PARTS: Record<string, string> = {
  weddingTheme: PART.design,
  resetColors: PART.design,
  dividerStyle: PART.design,
  pageOrder: PART.sectionOrder,
  navHidden: PART.siteMenu,
  published: PART.publishing,
  enablePassword: PART.password,
  websitePassword: PART.password,
  enableFooter: PART.footer,
  weddingDate: PART.pageSettings,
  timeZone: PART.pageSettings,
  weddingHeader: PART.pageSettings,
  brideGroomOneName: PART.pageSettings,
  brideGroomTwoName: PART.pageSettings,
  joiner: PART.pageSettings,
  weddingLocation: PART.pageSettings,
  dateFormat: PART.pageSettings,
  displayedDate: PART.pageSettings,
  heroImg: PART.pageSettings,
  heroImgFilter: PART.pageSettings,
};

const STYLE = /(Font|Size|Position)$|Color/;
const IGNORED = new Set(['version', 'requestId']);

function partOf(field: string): string {
  const other = OTHER_PARTS[field];
  if (other) return other;
  if (STYLE.test(field)) return PART.design;
  let best: readonly [string, string] | undefined;
  for (const entry of SECTION_PREFIXES) if (field.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  return best ? best[1] : PART.photos;
}

/** The parts a save's body touched, each once, in the order first met ("Our story, Design"). */
export function siteParts(body: Record<string, unknown>): string {
  const parts = new Set<string>();
  for (const field of Object.keys(body)) if (!IGNORED.has(field)) parts.add(partOf(field));
  return [...parts].join(', ');
}
