/**
 * What a card design's description promises, drawn (issue 25 item 7): peonies and eucalyptus, kraft paper and twine,
 * velvet, gold foil, watercolour confetti, champagne shimmer, aged paper and art-deco fans, a sea wave and sand.
 * Drawn here as SVG and served as PNG (`/card-art/{name}.png`, site's theme-previews routes): e-mail clients drop
 * inline SVG but show PNGs, as images everywhere and as cell backgrounds where the client allows them (Gmail, Apple
 * Mail; Outlook for Windows shows the card's plain colour beneath). Each PNG is twice its size on the card.
 */

/** A seeded sequence, so a drawing is the same on every server and every start. */
function random(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (x * 1664525 + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** A painted peony: three rings of translucent petals round a golden heart. */
function peony(cx: number, cy: number, r: number, tones: [string, string, string]): string {
  const ring = (count: number, distance: number, rx: number, ry: number, fill: string, turn: number) =>
    Array.from({ length: count }, (_, i) => {
      const angle = (360 / count) * i + turn;
      return `<ellipse cx="${distance}" cy="0" rx="${rx}" ry="${ry}" fill="${fill}" fill-opacity="0.82" stroke="${tones[2]}" stroke-opacity="0.35" stroke-width="1.2" transform="rotate(${angle})"/>`;
    }).join('');
  return `<g transform="translate(${cx} ${cy})">${ring(9, r * 0.55, r * 0.5, r * 0.36, tones[0], 0)}${ring(7, r * 0.34, r * 0.36, r * 0.26, tones[1], 20)}${ring(
    5,
    r * 0.16,
    r * 0.22,
    r * 0.17,
    tones[0],
    40,
  )}<circle r="${r * 0.1}" fill="#e9c46a" fill-opacity="0.9"/></g>`;
}

/** A eucalyptus sprig: a curved stem with round leaves in pairs. */
function eucalyptus(x: number, y: number, length: number, angle: number, rand: () => number): string {
  const leaves = Array.from({ length: 6 }, (_, i) => {
    const t = (i + 1) / 7;
    const size = 11 - i * 0.9;
    const lx = t * length;
    return [1, -1]
      .map(
        (side) =>
          `<ellipse cx="${lx}" cy="${side * (size + 2)}" rx="${size}" ry="${size * 0.85}" fill="${rand() > 0.5 ? '#9cb8a5' : '#8aa896'}" fill-opacity="0.88" stroke="#6f8f7c" stroke-opacity="0.5"/>`,
      )
      .join('');
  }).join('');
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 0 Q ${length / 2} -10 ${length} 0" fill="none" stroke="#6f8f7c" stroke-width="2.4"/>${leaves}</g>`;
}

function peonyBand(flip: boolean): string {
  const rand = random(flip ? 11 : 7);
  const W = 1200;
  const H = 220;
  const sprigs = [
    eucalyptus(40, 40, 260, 12, rand),
    eucalyptus(330, 20, 220, -8, rand),
    eucalyptus(700, 30, 240, 10, rand),
    eucalyptus(1160, 40, 260, 168, rand),
  ].join('');
  const blooms = [
    peony(150, 70, 88, ['#f2b8c4', '#f8d3da', '#c9667f']),
    peony(600, 40, 64, ['#e8a5b4', '#f4c9d2', '#c25b76']),
    peony(1050, 72, 92, ['#f4c2cd', '#fbe0e5', '#cf738b']),
    peony(860, 30, 44, ['#d4798f', '#e8a5b4', '#a94a63']),
    peony(360, 34, 40, ['#f8d3da', '#fde8ec', '#d4798f']),
  ].join('');
  const body = `${sprigs}${blooms}`;
  return svg(W, H, flip ? `<g transform="translate(0 ${H}) scale(1 -1)">${body}</g>` : body);
}

function confettiBand(seed: number): string {
  const rand = random(seed);
  const colours = ['#f6b8a9', '#9fd3c7', '#f9d77e', '#b5a8e0', '#f29e8e', '#6bb3c9'];
  const dots = Array.from({ length: 46 }, () => {
    const x = rand() * 1200;
    const y = 10 + rand() * 120;
    const r = 5 + rand() * 16;
    const colour = colours[Math.floor(rand() * colours.length)]!;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${colour}" fill-opacity="${(0.35 + rand() * 0.4).toFixed(2)}" filter="url(#wash)"/>`;
  }).join('');
  return svg(
    1200,
    140,
    `<defs><filter id="wash" x="-50%" y="-50%" width="200%" height="200%"><feTurbulence type="fractalNoise" baseFrequency="0.05" numOctaves="2" seed="${seed}"/><feDisplacementMap in="SourceGraphic" scale="9"/><feGaussianBlur stdDeviation="1.6"/></filter></defs>${dots}`,
  );
}

/** A paper or cloth tile: flecks and fibres at low opacity over the card's own colour. */
function fibreTile(seed: number, ink: string, fibres: number, flecks: number): string {
  const rand = random(seed);
  const S = 240;
  const lines = Array.from({ length: fibres }, () => {
    const x = rand() * S;
    const y = rand() * S;
    const a = rand() * Math.PI;
    const l = 4 + rand() * 14;
    return `<line x1="${x.toFixed(1)}" y1="${y.toFixed(1)}" x2="${(x + Math.cos(a) * l).toFixed(1)}" y2="${(y + Math.sin(a) * l).toFixed(1)}" stroke="${ink}" stroke-opacity="${(0.06 + rand() * 0.1).toFixed(2)}" stroke-width="1"/>`;
  }).join('');
  const dots = Array.from(
    { length: flecks },
    () =>
      `<circle cx="${(rand() * S).toFixed(1)}" cy="${(rand() * S).toFixed(1)}" r="${(0.5 + rand() * 1.3).toFixed(1)}" fill="${ink}" fill-opacity="${(0.08 + rand() * 0.18).toFixed(2)}"/>`,
  ).join('');
  return svg(S, S, `${lines}${dots}`);
}

function velvetTile(): string {
  // A fine pile (noise) and a soft light across it: crushed velvet at low opacity over the burgundy.
  return svg(
    240,
    240,
    '<defs><filter id="pile" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" stitchTiles="stitch" seed="3"/><feColorMatrix values="0 0 0 0 1  0 0 0 0 0.85  0 0 0 0 0.88  0 0 0 0.22 0"/></filter><filter id="crush" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.012 0.03" numOctaves="2" stitchTiles="stitch" seed="9"/><feColorMatrix values="0 0 0 0 0.1  0 0 0 0 0  0 0 0 0 0.03  0 0 0 0.5 -0.12"/></filter></defs><rect width="240" height="240" filter="url(#crush)"/><rect width="240" height="240" filter="url(#pile)"/>',
  );
}

function shimmerTile(): string {
  const S = 300;
  // Diagonal streaks of light, periodic in the tile so tiles meet without a seam.
  const band = (offset: number, width: number, opacity: number) =>
    [-S, 0, S]
      .map(
        (shift) =>
          `<polygon points="${offset + shift},0 ${offset + shift + width},0 ${offset + shift + width - S},${S} ${offset + shift - S},${S}" fill="#fffaf0" fill-opacity="${opacity}"/>`,
      )
      .join('');
  return svg(S, S, `${band(40, 26, 0.22)}${band(120, 8, 0.3)}${band(190, 44, 0.14)}${band(262, 5, 0.35)}`);
}

function foilBar(): string {
  return svg(
    1200,
    16,
    '<defs><linearGradient id="foil" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#a8842a"/><stop offset="0.18" stop-color="#f3e1a0"/><stop offset="0.34" stop-color="#c9a544"/><stop offset="0.5" stop-color="#fff3c4"/><stop offset="0.66" stop-color="#b8962e"/><stop offset="0.82" stop-color="#f0d98c"/><stop offset="1" stop-color="#a8842a"/></linearGradient><linearGradient id="edge" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient></defs><rect width="1200" height="16" fill="url(#foil)"/><rect width="1200" height="16" fill="url(#edge)"/>',
  );
}

function twine(): string {
  // Twisted strands along a line, with a knot in the middle.
  const strands = Array.from({ length: 52 }, (_, i) => {
    const x = 6 + i * 6.8;
    if (x > 160 && x < 200) return '';
    return `<line x1="${x}" y1="12" x2="${x + 7}" y2="24" stroke="${i % 2 ? '#a8865e' : '#8b6b47'}" stroke-width="3.4" stroke-linecap="round"/>`;
  }).join('');
  return svg(
    360,
    36,
    `${strands}<ellipse cx="180" cy="18" rx="10" ry="8" fill="none" stroke="#8b6b47" stroke-width="3.4"/><path d="M172 22 Q 164 34 156 32 M188 22 Q 196 34 204 32" fill="none" stroke="#8b6b47" stroke-width="3" stroke-linecap="round"/>`,
  );
}

function wave(): string {
  const path = (amplitude: number, y: number, phase: number) => {
    let d = `M0 ${y}`;
    for (let x = 0; x <= 360; x += 6) d += ` L${x} ${(y + Math.sin((x / 360) * Math.PI * 4 + phase) * amplitude).toFixed(2)}`;
    return d;
  };
  return svg(
    360,
    36,
    `<path d="${path(7, 16, 0)}" fill="none" stroke="#5c9ead" stroke-width="3" stroke-linecap="round"/><path d="${path(5, 22, 0.6)}" fill="none" stroke="#9fcdd6" stroke-width="2" stroke-linecap="round"/>`,
  );
}

function sand(): string {
  const rand = random(21);
  const grains = Array.from(
    { length: 260 },
    () =>
      `<circle cx="${(rand() * 1200).toFixed(1)}" cy="${(16 + rand() * 40).toFixed(1)}" r="${(0.6 + rand() * 1.2).toFixed(1)}" fill="${rand() > 0.5 ? '#c9b48a' : '#fff8e8'}" fill-opacity="0.7"/>`,
  ).join('');
  let foam = 'M0 14';
  for (let x = 0; x <= 1200; x += 20) foam += ` L${x} ${(12 + Math.sin(x / 60) * 5).toFixed(1)}`;
  return svg(
    1200,
    56,
    `<path d="${foam} L1200 56 L0 56 Z" fill="#efe3c8"/><path d="${foam}" fill="none" stroke="#ffffff" stroke-width="4" stroke-opacity="0.9"/>${grains}`,
  );
}

function decoFan(): string {
  // An art-deco fan in the top-left corner: rays and three arcs.
  const rays = Array.from({ length: 7 }, (_, i) => {
    const a = (Math.PI / 2) * (i / 6);
    return `<line x1="4" y1="4" x2="${(4 + Math.cos(a) * 54).toFixed(1)}" y2="${(4 + Math.sin(a) * 54).toFixed(1)}"/>`;
  }).join('');
  const arcs = [20, 36, 54].map((r) => `<path d="M${4 + r} 4 A ${r} ${r} 0 0 1 4 ${4 + r}"/>`).join('');
  return svg(60, 60, `<g fill="none" stroke="#9a7b4f" stroke-width="2">${rays}${arcs}</g>`);
}

export const CARD_ART = {
  'peonies-top': { width: 600, height: 110, draw: () => peonyBand(false) },
  'peonies-bottom': { width: 600, height: 110, draw: () => peonyBand(true) },
  'confetti-top': { width: 600, height: 70, draw: () => confettiBand(5) },
  'confetti-bottom': { width: 600, height: 70, draw: () => confettiBand(17) },
  'foil-bar': { width: 600, height: 8, draw: foilBar },
  kraft: { width: 120, height: 120, draw: () => fibreTile(13, '#5b3d1c', 260, 160) },
  'aged-paper': { width: 120, height: 120, draw: () => fibreTile(29, '#6b5130', 40, 220) },
  velvet: { width: 120, height: 120, draw: velvetTile },
  shimmer: { width: 150, height: 150, draw: shimmerTile },
  twine: { width: 180, height: 18, draw: twine },
  wave: { width: 180, height: 18, draw: wave },
  sand: { width: 600, height: 28, draw: sand },
  'deco-fan-left': { width: 30, height: 30, draw: decoFan },
  'deco-fan-right': { width: 30, height: 30, draw: () => decoFan().replace('<g ', '<g transform="translate(60 0) scale(-1 1)" ') },
} as const;

export type CardArtName = keyof typeof CARD_ART;

export function isCardArtName(value: string): value is CardArtName {
  return Object.hasOwn(CARD_ART, value);
}

/** /card-art/{name}.png, from `origin` ('' on our own pages). */
export function cardArtUrl(origin: string, name: CardArtName): string {
  return `${origin}/card-art/${name}.png`;
}

const drawings = new Map<CardArtName, Promise<Buffer>>();

/** The drawing as a PNG at 2×, drawn by sharp (librsvg) once per process. */
export function cardArtPng(name: CardArtName): Promise<Buffer> {
  let image = drawings.get(name);
  if (!image) {
    image = import('sharp').then(({ default: sharp }) => sharp(Buffer.from(CARD_ART[name].draw())).png().toBuffer());
    image.catch(() => drawings.delete(name));
    drawings.set(name, image);
  }
  return image;
}
