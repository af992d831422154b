// Which parts of the site a builder save changed, in the builder's own words (the activity log's
// "Leo saved the site: Our story, Design"), read from the save's body field names.
import { SECTIONS } from '../../../shared/wedding/sections';

/** Field-name prefixes of each section (the record's names: ourStoryHeading, customOneComment, …). */
const SECTION_PREFIXES: ReadonlyArray<readonly [prefix: string, part: string]> = [
  ...SECTIONS.map((section) => [section.key, section.displayName] as const),
  ...SECTIONS.map((section) => [section.toggleField, section.displayName] as const),
  ['mainImg', 'Main photo'],
  ['galleryComment', 'Photo gallery'],
  ['tasks', 'Schedule of the day'],
  ['googleMapsLink', 'Travel & Stay'],
  ['googleMapsEmbedLink', 'Map'],
  ['fixedImg', 'Text over a photo'],
  ['darkTextOverImg', 'Text over a photo'],
  ['textWhite', 'Text over a photo'],
  ['infoTile', 'Three info tiles'],
];

const OTHER_PARTS: Record<string, string> = {
  weddingTheme: 'Design',
  resetColors: 'Design',
  dividerStyle: 'Design',
  pageOrder: 'Section order',
  navHidden: 'Site menu',
  published: 'Publishing',
  enablePassword: 'Password',
  websitePassword: 'Password',
  enableFooter: 'Footer',
  weddingDate: 'Page settings',
  timeZone: 'Page settings',
  weddingHeader: 'Page settings',
  brideGroomOneName: 'Page settings',
  brideGroomTwoName: 'Page settings',
  joiner: 'Page settings',
  weddingLocation: 'Page settings',
  dateFormat: 'Page settings',
  displayedDate: 'Page settings',
  heroImg: 'Page settings',
  heroImgFilter: 'Page settings',
};

const STYLE = /(Font|Size|Position)$|Color/;
const IGNORED = new Set(['version', 'requestId']);

function partOf(field: string): string {
  const other = OTHER_PARTS[field];
  if (other) return other;
  if (STYLE.test(field)) return 'Design';
  let best: readonly [string, string] | undefined;
  for (const entry of SECTION_PREFIXES) if (field.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  return best ? best[1] : 'Photos';
}

/** The parts a save's body touched, each once, in the order first met ("Our story, Design"). */
export function siteParts(body: Record<string, unknown>): string {
  const parts = new Set<string>();
  for (const field of Object.keys(body)) if (!IGNORED.has(field)) parts.add(partOf(field));
  return [...parts].join(', ');
}
