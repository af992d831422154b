// Letters that Unicode does not decompose into a base letter plus an accent.
const FOLDED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** The guest's name written as the couple typed it: trimmed, inner whitespace collapsed. */
export function tidyName(name: string): string {
  return name.replace(/\s+/g, ' ').trim();
}

/**
 * The key a name is matched and sorted by: lower-case, accents stripped, single spaces.
 * 'José  García' and 'jose garcia' share the key 'jose garcia'.
 */
export function nameKey(name: string): string {
  return tidyName(name)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (ch) => FOLDED[ch] ?? ch);
}

/** Two guests are the same entry when their name keys and e-mails (case-insensitive) agree. */
export function duplicateKey(name: string, email: string | null | undefined): string {
  return `${nameKey(name)}|${(email ?? '').trim().toLowerCase()}`;
}
