import { atom } from 'jotai';

/** Who is editing: Pro unlocks the map section, the password and the footer switch. */
export const proAtom = atom(false);
/** The upgrade dialog ('Unlock With Pro') with the message of the gate that opened it. */
export const upgradeAtom = atom<{ open: boolean; message?: string }>({ open: false });
/** The section panel open in the editor (one at a time, like a dropdown). */
export const openPanelAtom = atom<string | null>(null);
/** The editor's tab: Details, Design or Pro (a click on the names in the preview opens Details). */
export const EDITOR_TABS = ['Details', 'Design', 'Pro'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];
export const editorTabAtom = atom<EditorTab>('Details');
/** The language the couple is writing in (issue 27 item 2): null for the site's default, else a translation beside it. */
export const editingLanguageAtom = atom<string | null>(null);
