import { atom } from 'jotai';

/** Who is editing: Pro unlocks the map section, the password and the footer switch. */
export const proAtom = atom(false);
/** The upgrade dialog ('Unlock With Pro') with the message of the gate that opened it. */
export const upgradeAtom = atom<{ open: boolean; message?: string }>({ open: false });
/** The section panel open in the editor (one at a time, like a dropdown). */
export const openPanelAtom = atom<string | null>(null);
