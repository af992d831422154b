// The page's one save state (issue 25 item 6): which parts of the site have unsaved edits, named as
// the editor names them, and one action that saves them all. The panels' own buttons stay (the
// spec's), but the top bar says what is saved.
import { atom } from 'jotai';
import { appText } from '../../../src/shared/i18n/app';
import { COLOR_FIELDS } from '../../../src/shared/wedding/palette';
import { PRO_ONLY_FIELDS } from '../../../src/shared/wedding/record';
import { changedProOnlySections, normalizePageOrder, SECTIONS } from '../../../src/shared/wedding/sections';
import { DETAIL_FIELDS, SECTION_EXTRA_FIELDS, SECTION_FIELDS } from '../panels/section-fields';
import { fieldsOf, fieldValue, type WeddingField } from './api';
import { proAtom } from './builder-session';
import { editsAtom, saveAtom, serverWeddingAtom } from './draft';

const AREA_OF_FIELD = new Map<string, string>();
for (const section of SECTIONS) {
  for (const field of [...(SECTION_FIELDS[section.key] ?? []).map((f) => f.name), ...(SECTION_EXTRA_FIELDS[section.key] ?? [])]) {
    AREA_OF_FIELD.set(field, section.displayName);
  }
}
const DETAILS = appText('builder.area.details');
const SECTIONS_AREA = appText('builder.area.sections');
for (const field of DETAIL_FIELDS) AREA_OF_FIELD.set(field, DETAILS);
for (const field of COLOR_FIELDS) AREA_OF_FIELD.set(field, appText('builder.area.colours'));
for (const field of ['websitePassword', 'enablePassword', 'enableFooter']) AREA_OF_FIELD.set(field, appText('builder.area.pro'));
// The order and the section switches are one thing to the couple: which sections show, and where.
for (const section of SECTIONS) AREA_OF_FIELD.set(section.toggleField, SECTIONS_AREA);
AREA_OF_FIELD.set('pageOrder', SECTIONS_AREA);
AREA_OF_FIELD.set('navHidden', appText('builder.area.menu'));

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The edited fields whose value differs from the saved one. */
const changedFieldsAtom = atom((get) => {
  const server = get(serverWeddingAtom);
  const edits = get(editsAtom);
  return fieldsOf(edits).filter((key) => !server || !same(edits[key], fieldValue(server, key)));
});

/** Where the unsaved edits are, in the editor's words ('Our story', 'Details', 'Colours'…), each once. */
export const unsavedAreasAtom = atom((get) => [...new Set(get(changedFieldsAtom).map((field) => AREA_OF_FIELD.get(field) ?? DETAILS))]);

/**
 * Saves every unsaved edit: Pro fields (and a change to a Pro-only section) through the Pro
 * update, the rest through the plain one; one toast for the whole action.
 */
export const saveAllAtom = atom(null, async (get, set) => {
  const fields = get(changedFieldsAtom);
  if (fields.length === 0) return true;
  const server = get(serverWeddingAtom);
  const pro = get(proAtom);
  const proOrder =
    pro &&
    fields.includes('pageOrder') &&
    changedProOnlySections(normalizePageOrder(server?.pageOrder), normalizePageOrder(get(editsAtom).pageOrder)).length > 0;
  const viaPro = (field: WeddingField) =>
    pro && ((PRO_ONLY_FIELDS as readonly string[]).includes(field) || (proOrder && AREA_OF_FIELD.get(field) === SECTIONS_AREA));
  const proFields = fields.filter(viaPro);
  const plainFields = fields.filter((field) => !viaPro(field));
  if (plainFields.length > 0 && proFields.length > 0 && !(await set(saveAtom, { fields: plainFields, quiet: true }))) return false;
  return set(saveAtom, proFields.length > 0 ? { fields: proFields, pro: true } : { fields: plainFields });
});
