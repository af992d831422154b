/**
 * Each family's ornament set, drawn by us as SVG paths: a divider (viewBox 240×24), a corner
 * flourish (60×60, drawn for the top-left corner and mirrored by CSS) and an avatar frame for
 * party members without a photo (100×100). Strokes and fills are currentColor, so one drawing
 * serves every palette; the page defines them once as <symbol>s (OrnamentSprite) and every use is
 * a short <use href>.
 */
import type { ReactNode } from 'react';
import type { DesignFamily } from '../../../../../shared/wedding/design-families';

/** A leaf of length `len` at (x, y), pointing at `angle` degrees. */
export function leaf(x: number, y: number, len: number, angle: number, width = 0.38): string {
  const r = (angle * Math.PI) / 180;
  const dx = Math.cos(r) * len;
  const dy = Math.sin(r) * len;
  const nx = -Math.sin(r) * len * width;
  const ny = Math.cos(r) * len * width;
  const f = (n: number) => Math.round(n * 10) / 10;
  const mx = x + dx / 2;
  const my = y + dy / 2;
  return `M${f(x)} ${f(y)}Q${f(mx + nx)} ${f(my + ny)} ${f(x + dx)} ${f(y + dy)}Q${f(mx - nx)} ${f(my - ny)} ${f(x)} ${f(y)}Z`;
}

/** A four-pointed star centred at (x, y). */
export function star(x: number, y: number, r: number): string {
  const f = (n: number) => Math.round(n * 10) / 10;
  const q = r * 0.28;
  return `M${f(x)} ${f(y - r)}L${f(x + q)} ${f(y - q)}L${f(x + r)} ${f(y)}L${f(x + q)} ${f(y + q)}L${f(x)} ${f(y + r)}L${f(x - q)} ${f(y + q)}L${f(x - r)} ${f(y)}L${f(x - q)} ${f(y - q)}Z`;
}

const sprig = (x0: number, x1: number, y: number, dir: 1 | -1) => {
  // A vine: leaves alternate above and below the stem, pointing away from the centre.
  const leaves: string[] = [];
  const step = (x1 - x0) / 5;
  for (let i = 0; i < 5; i += 1) {
    const x = dir === 1 ? x0 + step * i + 4 : x1 - step * i - 4;
    const up = i % 2 === 0;
    const base = dir === 1 ? 0 : 180;
    leaves.push(leaf(x, y, 14 - i * 1.2, base + (up ? -38 : 38) * dir, 0.42));
  }
  return leaves.join('');
};

interface OrnamentSet {
  divider: ReactNode;
  corner: ReactNode;
  avatar: ReactNode;
}

const S = { fill: 'none', stroke: 'currentColor', strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };

export const ORNAMENTS: Record<DesignFamily, OrnamentSet> = {
  classic: {
    divider: (
      <g {...S} strokeWidth="1.2">
        <path d="M8 10h92M8 14h92M140 10h92M140 14h92" />
        <path d="M120 3l9 9-9 9-9-9z" fill="currentColor" />
        <circle cx="104" cy="12" r="1.6" fill="currentColor" />
        <circle cx="136" cy="12" r="1.6" fill="currentColor" />
      </g>
    ),
    corner: (
      <g {...S} strokeWidth="1.2">
        <path d="M4 56V4h52M10 56V10h46" />
        <path d="M16 22c0-4 2-6 6-6" />
        <rect x="1" y="1" width="6" height="6" fill="currentColor" />
      </g>
    ),
    avatar: (
      <g {...S} strokeWidth="1.2">
        <circle cx="50" cy="50" r="46" />
        <circle cx="50" cy="50" r="41" />
        <path d={[leaf(50, 95, 9, -160), leaf(50, 95, 9, -20), leaf(40, 93, 8, -175), leaf(60, 93, 8, -5)].join('')} fill="currentColor" stroke="none" />
      </g>
    ),
  },
  botanical: {
    divider: (
      <g {...S} strokeWidth="1.3">
        <path d="M4 12q58-5 116 0t116 0" />
        <path d={sprig(10, 112, 11, -1) + sprig(128, 230, 11, 1)} fill="currentColor" fillOpacity="0.85" strokeWidth="0.6" />
        <circle cx="120" cy="12" r="2.6" fill="currentColor" />
      </g>
    ),
    corner: (
      <g {...S} strokeWidth="1.2">
        <path d="M4 58C8 34 22 14 56 4" />
        <path
          d={[leaf(10, 44, 14, -110), leaf(12, 38, 14, -10), leaf(18, 28, 13, -100), leaf(24, 22, 13, 0), leaf(32, 15, 12, -85), leaf(40, 11, 11, 10)].join('')}
          fill="currentColor"
          fillOpacity="0.9"
          stroke="none"
        />
      </g>
    ),
    avatar: (
      <g {...S} strokeWidth="1.2">
        <circle cx="50" cy="50" r="44" />
        <path
          d={[leaf(14, 70, 14, -70), leaf(12, 58, 13, -100), leaf(16, 46, 12, -120), leaf(86, 70, 14, -110), leaf(88, 58, 13, -80), leaf(84, 46, 12, -60)].join(
            '',
          )}
          fill="currentColor"
          stroke="none"
        />
      </g>
    ),
  },
  editorial: {
    divider: (
      <g fill="currentColor">
        <rect x="0" y="7" width="240" height="10" />
      </g>
    ),
    corner: <path d="M3 57V3h54" fill="none" stroke="currentColor" strokeWidth="4" />,
    avatar: (
      <g {...S} strokeWidth="2">
        <rect x="6" y="6" width="88" height="88" />
        <path d="M6 80h88" />
      </g>
    ),
  },
  minimal: {
    divider: (
      <g {...S} strokeWidth="1">
        <path d="M2 12h106M132 12h106" />
        <circle cx="120" cy="12" r="2" fill="currentColor" stroke="none" />
      </g>
    ),
    corner: <path d="M2 40V2h38" fill="none" stroke="currentColor" strokeWidth="1" />,
    avatar: <circle cx="50" cy="50" r="47" fill="none" stroke="currentColor" strokeWidth="1" />,
  },
  celestial: {
    divider: (
      <g {...S} strokeWidth="1">
        <path d="M14 12h82M144 12h82" />
        <path d="M96 12l10-5 14 5 14-5 10 5" strokeDasharray="2 3" />
        <path d={star(120, 12, 9) + star(106, 7, 3) + star(134, 7, 3)} fill="currentColor" stroke="none" />
      </g>
    ),
    corner: (
      <g {...S} strokeWidth="1">
        <path d="M4 58A54 54 0 0 1 58 4" />
        <path d="M14 58A44 44 0 0 1 58 14" strokeDasharray="1 4" />
        <path d={star(14, 14, 8) + star(30, 8, 3)} fill="currentColor" stroke="none" />
      </g>
    ),
    avatar: (
      <g {...S} strokeWidth="1">
        <circle cx="50" cy="50" r="45" />
        <circle cx="50" cy="50" r="40" strokeDasharray="1 5" />
        <path d={star(50, 5, 6) + star(88, 70, 4) + star(12, 70, 4)} fill="currentColor" stroke="none" />
      </g>
    ),
  },
  romantic: {
    divider: (
      <g {...S} strokeWidth="1.2">
        <path d="M120 13c-8-9-22-9-30-2s-22 9-36 0-28-4-40 0M120 13c8-9 22-9 30-2s22 9 36 0 28-4 40 0" />
        <path d="M120 20c-6-4-10-7-10-11a4 4 0 0 1 10-2a4 4 0 0 1 10 2c0 4-4 7-10 11z" fill="currentColor" />
      </g>
    ),
    corner: (
      <g {...S} strokeWidth="1.2">
        <path d="M4 58V22C4 12 12 4 22 4h36" />
        <path d="M12 48c0-18 8-30 22-34" />
        <path d="M22 30c-6 0-8-6-4-9s9 1 7 6" />
        <circle cx="10" cy="10" r="2.5" fill="currentColor" />
      </g>
    ),
    avatar: (
      <g {...S} strokeWidth="1.2">
        <path d="M8 96V46a42 42 0 0 1 84 0v50z" />
        <path d="M14 96V47a36 36 0 0 1 72 0v49" />
      </g>
    ),
  },
  playful: {
    divider: (
      <g {...S} strokeWidth="4">
        <path d="M24 12q8-10 16 0t16 0 16 0 16 0 16 0 16 0 16 0 16 0 16 0 16 0 16 0 16 0" />
        <circle cx="6" cy="12" r="5" fill="currentColor" stroke="none" />
        <circle cx="234" cy="12" r="5" fill="currentColor" stroke="none" />
      </g>
    ),
    corner: (
      <g fill="currentColor">
        <path d="M0 0h44A44 44 0 0 1 0 44z" />
        <circle cx="52" cy="14" r="4" />
        <circle cx="14" cy="54" r="3" />
      </g>
    ),
    avatar: <path d="M50 4c22 0 44 12 44 40s-16 52-46 52S6 74 6 48 28 4 50 4z" fill="currentColor" fillOpacity="0.18" stroke="currentColor" strokeWidth="3" />,
  },
};

const VIEWBOX = { divider: '0 0 240 24', corner: '0 0 60 60', avatar: '0 0 100 100' } as const;
export type OrnamentKind = keyof typeof VIEWBOX;

/** The family's ornaments as <symbol>s, once per page (zero-size, never display:none). */
export function OrnamentSprite({ family }: { family: DesignFamily }) {
  const set = ORNAMENTS[family];
  return (
    <svg className="w-sprite" width="0" height="0" aria-hidden="true" focusable="false">
      {(Object.keys(VIEWBOX) as OrnamentKind[]).map((kind) => (
        <symbol key={kind} id={`wo-${kind}`} viewBox={VIEWBOX[kind]} overflow="visible">
          {set[kind]}
        </symbol>
      ))}
    </svg>
  );
}

/** One use of the page's ornament. */
export function Ornament({ kind, className }: { kind: OrnamentKind; className?: string }) {
  return (
    <svg className={`w-orn w-orn--${kind}${className ? ` ${className}` : ''}`} viewBox={VIEWBOX[kind]} aria-hidden="true" focusable="false">
      <use href={`#wo-${kind}`} />
    </svg>
  );
}

/** The four corner flourishes of a framed card (CSS mirrors and shows them per family). */
export function Corners() {
  return (
    <>
      <Ornament kind="corner" className="w-orn--tl" />
      <Ornament kind="corner" className="w-orn--tr" />
      <Ornament kind="corner" className="w-orn--bl" />
      <Ornament kind="corner" className="w-orn--br" />
    </>
  );
}
