// subset-font ships no types: the one call font-subsets.ts makes.
declare module 'subset-font' {
  export default function subsetFont(font: Uint8Array, text: string, options: { targetFormat: 'woff2'; noHinting?: boolean }): Promise<Uint8Array>;
}
