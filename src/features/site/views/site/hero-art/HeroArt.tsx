/**
 * The drawn hero of each family, shown when the couple has no hero photo (visual-design.md:
 * designs look finished before any photo exists). Inline SVG in the palette's CSS variables
 * (classes in src/styles/families/hero-art.css), absolutely placed pieces so every part stays in
 * view from a 390 px phone to a wide screen; no image file, no script.
 */
import { FAMILIES, type DesignFamily } from '../../../../../shared/wedding/design-families';
import { leaf, star } from '../ornaments/symbols';

export interface HeroArtProps {
  family: DesignFamily;
  /** Initials for monograms, e.g. ['A', 'J']. */
  initials: string[];
  /** Month and day numerals in the wedding's time zone, e.g. ['06', '14', '2026']; null without a date. */
  numerals: string[] | null;
}

const SVG = { 'aria-hidden': true, focusable: 'false' } as const;

/**
 * Watercolour: a few soft pools of the palette's tints, each a radial fade whose edge a light
 * turbulence (feTurbulence + feDisplacementMap) roughens like paint on paper: clean, not blotchy.
 */
function Wash({ id, pools }: { id: string; pools: [number, number, number, number, 'tint1' | 'tint2'][] }) {
  return (
    <svg className="w-art__wash" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" {...SVG}>
      <defs>
        {(['tint1', 'tint2'] as const).map((tint) => (
          <radialGradient key={tint} id={`${id}-${tint}`}>
            <stop offset="0" className={`w-art__${tint}-stop`} />
            <stop offset="0.6" className={`w-art__${tint}-stop w-art__stop--mid`} />
            <stop offset="1" className={`w-art__${tint}-stop w-art__stop--end`} />
          </radialGradient>
        ))}
        <filter id={id} x="-20%" y="-20%" width="140%" height="140%">
          <feTurbulence type="fractalNoise" baseFrequency="0.05" numOctaves="2" seed="7" />
          <feDisplacementMap in="SourceGraphic" scale="9" />
        </filter>
      </defs>
      <g filter={`url(#${id})`}>
        {pools.map(([cx, cy, rx, ry, tint], index) => (
          <ellipse key={index} fill={`url(#${id}-${tint})`} cx={cx} cy={cy} rx={rx} ry={ry} />
        ))}
      </g>
    </svg>
  );
}

/** A leaf drawn in one fine line: its outline and a midrib (for fine-lined sprigs and the laurel). */
function lineLeaf(x: number, y: number, len: number, angle: number, width = 0.34): string {
  const r = (angle * Math.PI) / 180;
  const f = (n: number) => Math.round(n * 10) / 10;
  return `${leaf(x, y, len, angle, width)}M${f(x)} ${f(y)}L${f(x + Math.cos(r) * len * 0.8)} ${f(y + Math.sin(r) * len * 0.8)}`;
}

/** A slender branch from the corner: a stem and a few alternating leaves, outlined and lightly tinted. */
function branch(): { stem: string; leaves: string; buds: [number, number][] } {
  const leaves: string[] = [];
  const count = 6;
  for (let i = 0; i < count; i += 1) {
    const t = (i + 0.6) / (count + 0.4);
    const x = 14 + t * 214;
    const y = 226 - Math.sqrt(t) * 196;
    const len = 40 - t * 14;
    leaves.push(i % 2 ? lineLeaf(x, y, len, -150 + t * 50) : lineLeaf(x, y, len, -25 + t * 40));
  }
  return {
    stem: 'M10 232C60 152 120 72 236 32',
    leaves: leaves.join(''),
    buds: [
      [236, 32],
      [150, 150],
    ],
  };
}

const BRANCH = branch();

function Botanical() {
  return (
    <>
      <Wash
        id="wa-bot"
        pools={[
          [50, 40, 130, 90, 'tint1'],
          [360, 270, 120, 90, 'tint2'],
        ]}
      />
      {(['tl', 'br'] as const).map((corner) => (
        <svg key={corner} className={`w-art__corner w-art__corner--${corner}`} viewBox="0 0 260 260" {...SVG}>
          <path className="w-art__line" d={BRANCH.stem} />
          <path className="w-art__leaf-line" d={BRANCH.leaves} />
          <path className="w-art__line w-art__line--fine" d="M44 246C72 204 96 172 150 150" />
          <path
            className="w-art__leaf-line w-art__leaf-line--accent"
            d={[lineLeaf(74, 202, 18, -125), lineLeaf(98, 178, 16, -20), lineLeaf(122, 162, 14, -105)].join('')}
          />
          {BRANCH.buds.map(([cx, cy]) => (
            <circle key={`${cx}-${cy}`} className="w-art__dot" cx={cx} cy={cy} r="3" />
          ))}
        </svg>
      ))}
    </>
  );
}

/** The classic crest: a fine-lined laurel of outlined leaves on two stems, tied at the foot, round the monogram. */
function laurel(): { stems: string; leaves: string } {
  const leaves: string[] = [];
  const f = (n: number) => Math.round(n * 10) / 10;
  for (let i = 0; i < 8; i += 1) {
    const deg = 250 - i * 21; // from the foot (bottom) round to the top, on the left side
    const a = (deg * Math.PI) / 180;
    const x = 60 + Math.cos(a) * 42;
    const y = 60 - Math.sin(a) * 42;
    const tangent = 90 - deg; // along the stem, towards the top (screen degrees)
    const len = 13 - i * 0.6;
    for (const splay of [-32, 32]) leaves.push(lineLeaf(x, y, len, tangent + splay), lineLeaf(120 - x, y, len, 180 - tangent - splay));
  }
  const start = (266 * Math.PI) / 180;
  const end = (250 - 7 * 21 - 8) * (Math.PI / 180);
  const p = (a: number, side: 1 | -1) => `${f(60 + side * Math.cos(a) * 42)} ${f(60 - Math.sin(a) * 42)}`;
  return {
    stems: `M${p(start, 1)}A42 42 0 0 1 ${p(end, 1)}M${p(start, -1)}A42 42 0 0 0 ${p(end, -1)}M60 102c-5-5-11-3-9 1s9-1 9-1c5-5 11-3 9 1s-9-1-9-1l-5 10M60 102l5 10`,
    leaves: leaves.join(''),
  };
}

const LAUREL = laurel();

function Crest({ initials }: { initials: string[] }) {
  return (
    <>
      <div className="w-art__frame" />
      <svg className="w-art__crown" viewBox="0 0 120 116" {...SVG}>
        <path className="w-art__line" d={LAUREL.stems} />
        <path className="w-art__leaf-line" d={LAUREL.leaves} />
        <text className="w-art__mono" x="60" y="70" textAnchor="middle">
          {initials.join('')}
        </text>
      </svg>
    </>
  );
}

function Split({ numerals, initials }: { numerals: string[] | null; initials: string[] }) {
  return (
    <div className="w-art__panel">
      <svg className="w-art__panel-lines" viewBox="0 0 100 100" preserveAspectRatio="none" {...SVG}>
        <path className="w-art__line" d="M0 82H100M82 0V100" vectorEffect="non-scaling-stroke" />
      </svg>
      {numerals ? (
        <p className="w-art__numerals">
          <span>{numerals[0]}</span>
          <span>{numerals[1]}</span>
          <span className="w-art__year">{numerals[2]}</span>
        </p>
      ) : (
        <p className="w-art__numerals w-art__numerals--mono">{initials.join('')}</p>
      )}
    </div>
  );
}

function Hairline({ initials }: { initials: string[] }) {
  return (
    <>
      <div className="w-art__frame" />
      <svg className="w-art__rule" viewBox="0 0 240 24" {...SVG}>
        <use href="#wo-divider" />
      </svg>
      <p className="w-art__monogram">
        <span>{initials[0] ?? ''}</span>
        {initials[1] && <span>{initials[1]}</span>}
      </p>
    </>
  );
}

/** Stars placed by a fixed sequence (same page every time, no randomness). */
function starfield(count: number, w: number, h: number): { dots: [number, number, number][]; stars: string } {
  const dots: [number, number, number][] = [];
  const stars: string[] = [];
  let seed = 17;
  const next = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = 0; i < count; i += 1) {
    let x = Math.round(next() * w);
    let y = Math.round(next() * h);
    // Keep the middle, where the names sit, clear of stars.
    while (x > w * 0.28 && x < w * 0.72 && y > h * 0.2 && y < h * 0.62) {
      x = Math.round(next() * w);
      y = Math.round(next() * h);
    }
    if (i % 9 === 0) stars.push(star(x, y, 5 + next() * 5));
    else dots.push([x, y, Math.round((0.6 + next() * 1.3) * 10) / 10]);
  }
  return { dots, stars: stars.join('') };
}

const SKY = starfield(90, 1200, 700);

function Night() {
  return (
    <>
      <svg className="w-art__sky" viewBox="0 0 1200 700" preserveAspectRatio="xMidYMid slice" {...SVG}>
        <g className="w-art__stars">
          {SKY.dots.map(([x, y, r], index) => (
            <circle key={index} cx={x} cy={y} r={r} />
          ))}
        </g>
        <path className="w-art__star" d={SKY.stars} />
        <path className="w-art__constellation" d="M140 520L230 470L300 500L360 430M900 160L980 120L1050 170L1010 240" />
      </svg>
      <svg className="w-art__moon" viewBox="0 0 120 120" {...SVG}>
        <circle className="w-art__halo" cx="60" cy="60" r="56" />
        <path className="w-art__crescent" d="M74 16a46 46 0 1 0 30 70A38 38 0 1 1 74 16z" />
      </svg>
      <svg className="w-art__horizon" viewBox="0 0 1200 120" preserveAspectRatio="none" {...SVG}>
        <path className="w-art__hill" d="M0 90Q200 40 420 80T820 70T1200 60V120H0z" />
      </svg>
    </>
  );
}

/** A fine-lined rose sprig for the foot of the arch: a spiral bloom, a stem and two leaves. */
const ROSE_SPRIG = {
  // A rosebud: an open cup of petals, an inner petal and the fold at its heart.
  bloom: 'M29 30c0 8 5 13 11 13s11-5 11-13c-4 2-7 1-11-4-4 5-7 6-11 4zM29 30c5 2 9 6 10 13M51 30c-3 3-5 7-6 12M40 26c-3-4-1-8 3-9 1 3 0 6-3 9',
  stem: 'M40 44C42 62 38 80 30 98M38 66c8-2 14 2 18 8',
  leaves: [lineLeaf(36, 76, 16, 200, 0.4), lineLeaf(52, 72, 14, -40, 0.4), lineLeaf(33, 88, 13, 150, 0.4)].join(''),
};

function Arch() {
  return (
    <>
      <Wash
        id="wa-arch"
        pools={[
          [200, 250, 170, 90, 'tint1'],
          [70, 40, 90, 60, 'tint2'],
        ]}
      />
      <div className="w-art__arch" />
      {(['l', 'r'] as const).map((side) => (
        <svg key={side} className={`w-art__sprig w-art__sprig--${side}`} viewBox="0 0 70 100" {...SVG}>
          <path className="w-art__line w-art__line--fine" d={ROSE_SPRIG.bloom} />
          <path className="w-art__line w-art__line--fine" d={ROSE_SPRIG.stem} />
          <path className="w-art__leaf-line" d={ROSE_SPRIG.leaves} />
        </svg>
      ))}
      {(['tl', 'br'] as const).map((corner) => (
        <svg key={corner} className={`w-art__corner w-art__corner--${corner}`} viewBox="0 0 60 60" {...SVG}>
          <use href="#wo-corner" />
        </svg>
      ))}
    </>
  );
}

function Shapes() {
  // Small confetti, away from the names: dots, squares and a few dashes.
  const confetti: [number, number, number, string][] = [
    [150, 110, 6, 'a'],
    [300, 560, 5, 'b'],
    [1010, 120, 5, 'b'],
    [1120, 330, 7, 'a'],
    [780, 610, 4, 'c'],
    [420, 90, 4, 'c'],
    [70, 440, 4, 'c'],
  ];
  return (
    <>
      <svg className="w-art__blob w-art__blob--tl" viewBox="0 0 200 200" {...SVG}>
        <path className="w-art__fill1" d="M0 0h120A120 120 0 0 1 0 120z" />
        <circle className="w-art__ring" cx="122" cy="118" r="30" />
        <path className="w-art__stroke" d="M30 166q12-14 24 0t24 0 24 0" />
      </svg>
      <svg className="w-art__blob w-art__blob--br" viewBox="0 0 200 200" {...SVG}>
        <path className="w-art__fill2" d="M200 200H86A114 114 0 0 1 200 86z" />
        <circle className="w-art__ring w-art__ring--accent" cx="64" cy="92" r="16" />
        <path className="w-art__stroke" d="M100 34l14 14m0-14l-14 14" />
      </svg>
      <svg className="w-art__confetti" viewBox="0 0 1200 700" preserveAspectRatio="xMidYMid slice" {...SVG}>
        {confetti.map(([x, y, r, c], index) =>
          index % 2 ? (
            <rect key={index} className={`w-art__c${c}`} x={x} y={y} width={r * 2} height={r * 2} rx={r / 3} transform={`rotate(${index * 23} ${x} ${y})`} />
          ) : (
            <circle key={index} className={`w-art__c${c}`} cx={x} cy={y} r={r} />
          ),
        )}
      </svg>
    </>
  );
}

/** The art layer of a hero without a photo. */
export function HeroArt({ family, initials, numerals }: HeroArtProps) {
  const hero = FAMILIES[family].hero;
  return (
    <div className={`w-art w-art--${hero}`} aria-hidden="true">
      {hero === 'botanical' && <Botanical />}
      {hero === 'crest' && <Crest initials={initials} />}
      {hero === 'split' && <Split numerals={numerals} initials={initials} />}
      {hero === 'hairline' && <Hairline initials={initials} />}
      {hero === 'night' && <Night />}
      {hero === 'arch' && <Arch />}
      {hero === 'shapes' && <Shapes />}
    </div>
  );
}

/** Initials of the two names ('A', 'J'); blank names are left out. */
export function initialsOf(names: string[]): string[] {
  return names
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => Array.from(name)[0]!.toUpperCase());
}

/** ['06', '14', '2026'] in the wedding's time zone, or null without a date. */
export function dateNumerals(date: Date | null, timeZone: string): string[] | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  } catch {
    parts = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return [part('month'), part('day'), part('year')];
}
