/** OKLCH colour strings: the stored form of the eight colour fields (the pickers work in hex). */

// Strict on purpose: the value is written into inline CSS on the public page, so nothing but
// `oklch(L C H)` or `oklch(L C H / A)` with plain numbers may pass.
const NUMBER = String.raw`(\d+(?:\.\d+)?|\.\d+)`;
const OKLCH_PATTERN = new RegExp(String.raw`^oklch\(\s*${NUMBER}(%?)\s+${NUMBER}\s+${NUMBER}(?:deg)?\s*(?:\/\s*${NUMBER}(%?)\s*)?\)$`);

export interface Oklch {
  /** Lightness 0..1. */
  l: number;
  c: number;
  /** Hue in degrees 0..360. */
  h: number;
  alpha: number;
}

export function parseOklch(value: unknown): Oklch | null {
  if (typeof value !== 'string' || value.length > 80) return null;
  const match = OKLCH_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, lText, lPercent, cText, hText, aText, aPercent] = match;
  const l = Number(lText) / (lPercent ? 100 : 1);
  const c = Number(cText);
  const h = Number(hText);
  const alpha = aText === undefined ? 1 : Number(aText) / (aPercent ? 100 : 1);
  if (l > 1 || c > 0.5 || h > 360 || alpha > 1) return null;
  return { l, c, h, alpha };
}

export function isOklch(value: unknown): value is string {
  return parseOklch(value) !== null;
}

const round = (n: number, digits: number) => Number(n.toFixed(digits));

export function formatOklch({ l, c, h, alpha }: Oklch): string {
  const base = `${round(l * 100, 3)}% ${round(c, 4)} ${round(h, 3)}`;
  return alpha < 1 ? `oklch(${base} / ${round(alpha, 3)})` : `oklch(${base})`;
}

/** Linear sRGB, clamped to the displayable gamut. */
function toLinearSrgb({ l, c, h }: Oklch): [number, number, number] {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const lms = [(l + 0.3963377774 * a + 0.2158037573 * b) ** 3, (l - 0.1055613458 * a - 0.0638541728 * b) ** 3, (l - 0.0894841775 * a - 1.291485548 * b) ** 3];
  const [L, M, S] = lms as [number, number, number];
  const clamp = (x: number) => Math.min(1, Math.max(0, x));
  return [
    clamp(4.0767416621 * L - 3.3077115913 * M + 0.2309699292 * S),
    clamp(-1.2684380046 * L + 2.6097574011 * M - 0.3413193965 * S),
    clamp(-0.0041960863 * L - 0.7034186147 * M + 1.707614701 * S),
  ];
}

function fromLinearSrgb(r: number, g: number, b: number): Oklch {
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const c = Math.sqrt(A * A + B * B);
  const h = c < 1e-4 ? 0 : ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360;
  return { l: L, c, h, alpha: 1 };
}

const toGamma = (x: number) => (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055);
const toLinear = (x: number) => (x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4);

/** '#rrggbb' for the colour pickers, or null for an invalid OKLCH string. */
export function oklchToHex(value: string): string | null {
  const colour = parseOklch(value);
  if (!colour) return null;
  const hex = toLinearSrgb(colour)
    .map((x) =>
      Math.round(toGamma(x) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
  return `#${hex}`;
}

/** OKLCH string for a '#rgb' or '#rrggbb' picker value, or null. */
export function hexToOklch(hex: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => toLinear(parseInt(digits.slice(i, i + 2), 16) / 255)) as [number, number, number];
  return formatOklch(fromLinearSrgb(r, g, b));
}

/** WCAG 2 contrast ratio (1..21) of two OKLCH strings; used to check theme palettes stay legible. */
export function contrastRatio(first: string, second: string): number {
  const luminance = (value: string) => {
    const colour = parseOklch(value);
    if (!colour) throw new Error(`Invalid OKLCH colour: ${value}`);
    const [r, g, b] = toLinearSrgb(colour);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [a, b] = [luminance(first), luminance(second)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
