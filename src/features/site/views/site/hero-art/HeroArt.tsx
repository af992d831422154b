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

/** Watercolour: soft blobs with edges broken by turbulence (feTurbulence + feDisplacementMap). */
function Wash({ id, blobs }: { id: string; blobs: [number, number, number, number, string][] }) {
  return (
    <svg className="w-art__wash" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" {...SVG}>
      <defs>
        <filter id={id} x="-30%" y="-30%" width="160%" height="160%">
          <feTurbulence type="fractalNoise" baseFrequency="0.035" numOctaves="3" seed="7" />
          <feDisplacementMap in="SourceGraphic" scale="38" />
          <feGaussianBlur stdDeviation="3" />
        </filter>
      </defs>
      <g filter={`url(#${id})`}>
        {blobs.map(([cx, cy, rx, ry, cls], index) => (
          <ellipse key={index} className={cls} cx={cx} cy={cy} rx={rx} ry={ry} />
        ))}
      </g>
    </svg>
  );
}

/** A leafy branch along a curve from the corner: stem plus alternating leaves. */
function branch(count: number, scale: number): { stem: string; leaves: string } {
  const leaves: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const t = i / count;
    const x = 10 + t * 230 * scale;
    const y = 230 * scale - Math.sqrt(t) * 200 * scale;
    const len = (34 - t * 14) * scale;
    leaves.push(leaf(x, y, len, -150 + t * 50), leaf(x + 4, y + 2, len * 0.9, -20 + t * 40));
  }
  return { stem: `M10 ${230 * scale}C${60 * scale} ${150 * scale} ${120 * scale} ${70 * scale} ${240 * scale} ${30 * scale}`, leaves: leaves.join('') };
}

function Botanical() {
  const big = branch(9, 1);
  return (
    <>
      <Wash
        id="wa-bot"
        blobs={[
          [60, 60, 120, 80, 'w-art__tint1'],
          [350, 250, 110, 80, 'w-art__tint2'],
          [330, 40, 60, 40, 'w-art__tint2'],
        ]}
      />
      {(['tl', 'br'] as const).map((corner) => (
        <svg key={corner} className={`w-art__corner w-art__corner--${corner}`} viewBox="0 0 260 260" {...SVG}>
          <path className="w-art__line" d={big.stem} />
          <path className="w-art__leaf" d={big.leaves} />
          <path className="w-art__line" d="M40 250C70 200 90 170 150 150" />
          <path className="w-art__leaf2" d={[leaf(70, 205, 22, -120), leaf(92, 178, 20, -100), leaf(112, 165, 18, -70), leaf(78, 198, 20, -10)].join('')} />
          <circle className="w-art__dot" cx="150" cy="150" r="5" />
        </svg>
      ))}
    </>
  );
}

function Crest({ initials }: { initials: string[] }) {
  const wreath: string[] = [];
  for (let i = 0; i < 9; i += 1) {
    const a = ((200 - i * 17) * Math.PI) / 180;
    const x = 60 + Math.cos(a) * 44;
    const y = 60 - Math.sin(a) * 44;
    wreath.push(leaf(x, y, 13, (-(200 - i * 17) - 70) % 360), leaf(120 - x, y, 13, (180 + (200 - i * 17) + 70) % 360));
  }
  return (
    <>
      <div className="w-art__frame" />
      <svg className="w-art__crown" viewBox="0 0 120 110" {...SVG}>
        <path className="w-art__line" d="M26 88A44 44 0 0 1 22 40M94 88A44 44 0 0 0 98 40" />
        <path className="w-art__leaf" d={wreath.join('')} />
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

function Arch() {
  return (
    <>
      <Wash
        id="wa-arch"
        blobs={[
          [200, 120, 150, 110, 'w-art__tint1'],
          [120, 220, 90, 60, 'w-art__tint2'],
          [290, 210, 80, 60, 'w-art__tint2'],
        ]}
      />
      <div className="w-art__arch" />
      {(['tl', 'br'] as const).map((corner) => (
        <svg key={corner} className={`w-art__corner w-art__corner--${corner}`} viewBox="0 0 60 60" {...SVG}>
          <use href="#wo-corner" />
        </svg>
      ))}
    </>
  );
}

function Shapes() {
  const confetti: [number, number, number, string][] = [
    [120, 90, 10, 'a'],
    [300, 520, 7, 'b'],
    [980, 110, 8, 'b'],
    [1100, 420, 12, 'a'],
    [760, 600, 6, 'c'],
    [420, 80, 5, 'c'],
    [60, 420, 6, 'c'],
    [860, 60, 5, 'a'],
  ];
  return (
    <>
      <svg className="w-art__blob w-art__blob--tl" viewBox="0 0 200 200" {...SVG}>
        <path className="w-art__fill1" d="M0 0h170c20 40 10 90-30 110s-60 60-110 60c-20 0-30-10-30-20z" />
        <circle className="w-art__fill2" cx="150" cy="150" r="22" />
      </svg>
      <svg className="w-art__blob w-art__blob--br" viewBox="0 0 200 200" {...SVG}>
        <path className="w-art__fill2" d="M200 200H40c-20-50 0-100 50-120s60-60 110-60z" />
        <path className="w-art__stroke" d="M20 60q15-20 30 0t30 0 30 0" />
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
