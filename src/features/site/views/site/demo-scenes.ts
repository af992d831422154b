/**
 * The demo's pictures, drawn here as SVG scenes (no photo, no stock, no download): golden hills,
 * a candlelit table, a bouquet, a skyline at dusk, a couple under an arch, rings, a beach, a forest
 * path, string lights, a toast, a lake at dawn and four illustrated portraits. Rendered to WebP and
 * AVIF by src/seed/demo-images-render.ts. Pure strings: deterministic for a name and a size.
 */

export interface Scene {
  /** The drawing's own coordinate box; the output crops it to the variant's ratio. */
  width: number;
  height: number;
  body: string;
  alt: string;
}

/** The drawing box most scenes share (the wide ones and the portraits declare their own). */
const W = 960;
const H = 640;

const n = (value: number) => (Math.round(value * 10) / 10).toString();

function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Gradient stops written 'offset colour [opacity], …', e.g. '0 #f7e3d7, 0.55 #f2cabd 0.8, 1 #e6b1ad'. */
function stops(list: string) {
  return list
    .split(',')
    .map((stop) => {
      const [offset, color, opacity] = stop.trim().split(/\s+/);
      return `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`;
    })
    .join('');
}

function linear(id: string, list: string, vertical = true) {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${stops(list)}</linearGradient>`;
}

function radial(id: string, list: string, extra = '') {
  return `<radialGradient id="${id}" ${extra}>${stops(list)}</radialGradient>`;
}

const BLUR = (id: string, deviation: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;

function vignette(width: number, height: number, color = '#2a1a1e', strength = 0.35) {
  return `<defs>${radial('vig', `0.55 ${color} 0, 1 ${color} ${strength}`, 'cx="0.5" cy="0.5" r="0.75"')}</defs><rect width="${width}" height="${height}" fill="url(#vig)"/>`;
}

/** A smooth ridge line across the width: sums of sines, sampled and joined with curves. */
function ridgePoints(width: number, base: number, amp: number, seed: number, step = 32): [number, number][] {
  const rand = random(seed);
  const waves = [0, 1, 2].map((i) => ({ f: (0.6 + rand() * 1.4) * (i + 1) * 0.0022, p: rand() * 6.28, a: amp / (i + 1) }));
  const points: [number, number][] = [];
  for (let x = -step; x <= width + step; x += step) {
    points.push([x, base + waves.reduce((sum, w) => sum + Math.sin(x * w.f + w.p) * w.a, 0)]);
  }
  return points;
}

function smoothLine(points: [number, number][]): string {
  let d = `M${n(points[0]![0])} ${n(points[0]![1])}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [x, y] = points[i]!;
    const [nx, ny] = points[i + 1]!;
    d += ` Q${n(x)} ${n(y)} ${n((x + nx) / 2)} ${n((y + ny) / 2)}`;
  }
  const last = points[points.length - 1]!;
  return `${d} L${n(last[0])} ${n(last[1])}`;
}

function hill(_width: number, height: number, points: [number, number][], fill: string, rim?: string) {
  const line = smoothLine(points);
  const last = points[points.length - 1]!;
  const shape = `<path d="${line} L${n(last[0])} ${height} L${n(points[0]![0])} ${height} Z" fill="${fill}"/>`;
  return rim ? shape + `<path d="${line}" fill="none" stroke="${rim}" stroke-width="2.5" stroke-opacity="0.45"/>` : shape;
}

function bokeh(seed: number, count: number, box: [number, number, number, number], colors: string[], rMin: number, rMax: number, opacity: [number, number]) {
  const rand = random(seed);
  const [x0, y0, x1, y1] = box;
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = rMin + rand() * (rMax - rMin);
    out += `<circle cx="${n(x0 + rand() * (x1 - x0))}" cy="${n(y0 + rand() * (y1 - y0))}" r="${n(r)}" fill="${colors[i % colors.length]}" opacity="${n(opacity[0] + rand() * (opacity[1] - opacity[0]))}"/>`;
  }
  return out;
}

/** Birds in flight, each [x, y, size]: never where a hero's names, date and place sit (the middle band). */
function birds(color: string, ...list: [number, number, number][]) {
  return list
    .map(
      ([x, y, s]) =>
        `<path d="M${n(x - s)} ${n(y - s * 0.35)} Q${n(x - s * 0.45)} ${n(y - s * 0.55)} ${n(x)} ${n(y)} Q${n(x + s * 0.45)} ${n(y - s * 0.55)} ${n(x + s)} ${n(y - s * 0.35)}" fill="none" stroke="${color}" stroke-width="${n(Math.max(1.4, s / 7))}" stroke-linecap="round"/>`,
    )
    .join('');
}

/** A rose seen from above: layered petals turning inwards, light at the heart. */
function rose(cx: number, cy: number, r: number, colors: [string, string, string], seed: number) {
  const rand = random(seed);
  let out = `<g transform="translate(${n(cx)} ${n(cy)})">`;
  out += `<circle r="${n(r)}" fill="${colors[2]}"/>`;
  const layers = 9;
  for (let i = 0; i < layers; i++) {
    const t = i / layers;
    const rr = r * (1 - t * 0.82);
    const color = i % 3 === 0 ? colors[2] : i % 3 === 1 ? colors[1] : colors[0];
    const rot = i * 47 + rand() * 20;
    out += `<ellipse rx="${n(rr)}" ry="${n(rr * 0.78)}" cx="${n(r * 0.06 * t)}" transform="rotate(${n(rot)})" fill="${color}" stroke="${colors[2]}" stroke-opacity="0.35" stroke-width="${n(Math.max(1, r / 40))}"/>`;
  }
  out += `<path d="M${n(-r * 0.12)} 0 q${n(r * 0.12)} ${n(-r * 0.14)} ${n(r * 0.22)} 0 q${n(-r * 0.08)} ${n(r * 0.12)} ${n(-r * 0.2)} ${n(r * 0.04)}" fill="none" stroke="${colors[2]}" stroke-width="${n(Math.max(1, r / 30))}" stroke-opacity="0.6"/>`;
  return out + '</g>';
}

/** A leafy sprig: oval leaves alternating along a curved stem. */
function sprig(x: number, y: number, angle: number, length: number, leaf: number, color: string, stem = '#5f7352') {
  let out = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="M0 0 Q${n(length * 0.2)} ${n(-length * 0.5)} 0 ${n(-length)}" stroke="${stem}" stroke-width="3" fill="none"/>`;
  const count = Math.max(3, Math.round(length / (leaf * 1.4)));
  for (let i = 1; i <= count; i++) {
    const t = i / (count + 0.5);
    const py = -length * t;
    const px = length * 0.2 * 2 * t * (1 - t);
    const side = i % 2 === 0 ? 1 : -1;
    out += `<ellipse cx="${n(px + side * leaf * 0.6)}" cy="${n(py)}" rx="${n(leaf * 0.62)}" ry="${n(leaf * 0.38)}" transform="rotate(${side * 35} ${n(px + side * leaf * 0.6)} ${n(py)})" fill="${color}"/>`;
  }
  return out + `<ellipse cx="0" cy="${n(-length - leaf * 0.3)}" rx="${n(leaf * 0.35)}" ry="${n(leaf * 0.6)}" fill="${color}"/></g>`;
}

// ---------------------------------------------------------------------------------------------

function hills(): Scene {
  const W = 1600;
  const H = 1000;
  const layers: [number, number, number, string, string?][] = [
    [600, 34, 11, '#e6bca4', '#ffe6c0'],
    [650, 44, 12, '#d1a088', '#ffe0b0'],
    [712, 52, 13, '#ac8870', '#ffd9a0'],
    [790, 60, 14, '#7f7456', '#ffd28a'],
    [880, 56, 15, '#545539'],
  ];
  let body =
    `<defs>${linear('sky', '0 #5f6f99, 0.32 #b88fa8, 0.55 #eeb08e, 0.66 #f9cf98, 0.72 #fde5b4')}` +
    radial('sunglow', '0 #fff3d0 0.95, 0.25 #ffd99a 0.55, 1 #ffc888 0') +
    radial('sun', '0 #fffdf2, 0.7 #fff0c4, 1 #ffe2a0') +
    linear('near', '0 #4a4b32, 1 #2c2d1f') +
    BLUR('soft', 18) +
    BLUR('haze', 6) +
    '</defs>' +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="1090" cy="600" r="560" fill="url(#sunglow)"/>` +
    `<circle cx="1090" cy="612" r="58" fill="url(#sun)"/>` +
    `<g filter="url(#soft)" fill="#fff4e6" opacity="0.35"><ellipse cx="380" cy="250" rx="300" ry="26"/><ellipse cx="640" cy="300" rx="240" ry="18"/><ellipse cx="1290" cy="220" rx="260" ry="22"/><ellipse cx="1180" cy="420" rx="200" ry="12"/></g>`;
  layers.forEach(([base, amp, seed, fill, rim], index) => {
    const points = ridgePoints(W, base, amp, seed);
    body += hill(W, H, points, index === layers.length - 1 ? 'url(#near)' : fill, rim);
    if (index === 1) {
      // Cypress trees on the far ridge.
      for (const x of [240, 262, 286, 1340, 1362]) {
        const y = points.find((p) => p[0] >= x)![1];
        body += `<ellipse cx="${x}" cy="${n(y - 26)}" rx="8" ry="34" fill="#9a7868" opacity="0.9"/>`;
      }
    }
    if (index === 3) {
      // Vineyard rows following the slope, fading towards the valley.
      for (let row = 1; row <= 9; row++) {
        const shifted = points.map(([x, y]) => [x, y + row * 11 + row * row * 0.6] as [number, number]);
        body += `<path d="${smoothLine(shifted)}" fill="none" stroke="#5d5a3e" stroke-width="${n(1.5 + row * 0.25)}" stroke-dasharray="${n(3 + row)} ${n(4 + row * 0.6)}" opacity="${n(0.55 - row * 0.03)}"/>`;
      }
      // A lone oak on the ridge.
      const [ox, oy] = points.find((p) => p[0] >= 420)!;
      body +=
        `<g fill="#5b5238"><path d="M${ox - 4} ${n(oy + 6)} L${ox - 3} ${n(oy - 40)} L${ox + 4} ${n(oy - 40)} L${ox + 5} ${n(oy + 6)} Z"/>` +
        `<circle cx="${ox - 26}" cy="${n(oy - 52)}" r="26"/><circle cx="${ox + 2}" cy="${n(oy - 70)}" r="32"/><circle cx="${ox + 30}" cy="${n(oy - 50)}" r="24"/><circle cx="${ox}" cy="${n(oy - 44)}" r="24"/></g>` +
        `<path d="M${ox - 10} ${n(oy - 92)} q30 -8 52 22" stroke="#ffd28a" stroke-width="3" fill="none" opacity="0.35"/>`;
    }
  });
  body += `<g filter="url(#haze)" opacity="0.45"><ellipse cx="800" cy="720" rx="900" ry="26" fill="#fde8c8"/></g>`;
  // Birds high in the right-hand sky, outside the middle band where the hero's words sit.
  body += birds('#5b4a52', [830, 92, 12], [862, 106, 9], [892, 86, 10]);
  body += vignette(W, H, '#3a2424', 0.3);
  return { width: W, height: H, body, alt: 'Golden hour over vineyard hills' };
}

function table(): Scene {
  let body =
    `<defs>${radial('room', '0 #6e4638, 0.6 #3a2426, 1 #1c1216', 'cx="0.5" cy="0.35" r="0.8"')}` +
    linear('cloth', '0 #e9dccb, 1 #bfa98f') +
    radial('flame', '0 #ffffff, 0.35 #fff3c0, 1 #ffab45') +
    radial('glow', '0 #ffd58f 0.6, 1 #ffb060 0') +
    linear('wax', '0 #fffaf0, 1 #e2d2b8', false) +
    radial('spill', '0 #fff0d0 0.55, 1 #fff0d0 0') +
    BLUR('bk', 3) +
    BLUR('sh', 6) +
    '</defs>' +
    `<rect width="${W}" height="${H}" fill="url(#room)"/>` +
    `<g filter="url(#bk)">${bokeh(3, 34, [0, 0, W, 360], ['#ffd9a0', '#ffc27a', '#ffe6c4'], 8, 34, [0.08, 0.32])}</g>` +
    // String of lights far behind.
    `<path d="M-20 90 Q480 190 980 70" stroke="#2a1c1c" stroke-width="2" fill="none" opacity="0.6"/>` +
    Array.from({ length: 12 }, (_, i) => {
      const t = (i + 0.5) / 12;
      const x = -20 + t * 1000;
      const y = (1 - t) * (1 - t) * 90 + 2 * (1 - t) * t * 190 + t * t * 70;
      return `<circle cx="${n(x)}" cy="${n(y + 8)}" r="20" fill="url(#glow)"/><circle cx="${n(x)}" cy="${n(y + 8)}" r="4" fill="#fff2cf"/>`;
    }).join('') +
    `<path d="M0 392 L960 392 L960 640 L0 640 Z" fill="url(#cloth)"/>` +
    `<path d="M0 392 L960 392" stroke="#f7efe3" stroke-width="2" opacity="0.7"/>` +
    `<path d="M390 392 L570 392 L700 640 L260 640 Z" fill="#8d9a7e" opacity="0.55"/>` +
    `<ellipse cx="480" cy="470" rx="320" ry="80" fill="url(#spill)"/>`;
  // Plates, napkins and cutlery.
  for (const [cx, flip] of [
    [205, 1],
    [755, -1],
  ] as const) {
    body +=
      `<ellipse cx="${cx}" cy="538" rx="150" ry="44" fill="#6b5648" opacity="0.35" filter="url(#sh)"/>` +
      `<ellipse cx="${cx}" cy="528" rx="142" ry="44" fill="#fbf6ee" stroke="#d9c9b2" stroke-width="2"/>` +
      `<ellipse cx="${cx}" cy="528" rx="100" ry="30" fill="none" stroke="#c9b58f" stroke-width="2" opacity="0.8"/>` +
      `<path d="M${cx - 46} 530 L${cx + 46} 530 L${cx + 20} 506 L${cx - 20} 506 Z" fill="#9aa88b"/><path d="M${cx - 46} 530 L${cx} 514 L${cx + 46} 530" fill="none" stroke="#7f8d70" stroke-width="2"/>` +
      `<rect x="${cx + flip * 170 - 4}" y="480" width="8" height="110" rx="4" fill="#cfc7bb" transform="rotate(${flip * -8} ${cx + flip * 170} 535)"/>` +
      `<rect x="${cx + flip * 186 - 3}" y="486" width="6" height="100" rx="3" fill="#bdb5a8" transform="rotate(${flip * -8} ${cx + flip * 186} 535)"/>`;
  }
  // Wine glasses.
  for (const [gx, wine] of [
    [330, true],
    [630, false],
  ] as const) {
    body +=
      `<ellipse cx="${gx}" cy="470" rx="26" ry="7" fill="#fff" opacity="0.35"/>` +
      `<path d="M${gx} 468 L${gx} 420" stroke="#fff" stroke-width="3" opacity="0.5"/>` +
      `<path d="M${gx - 30} 330 Q${gx - 32} 410 ${gx} 420 Q${gx + 32} 410 ${gx + 30} 330 Z" fill="#fff" opacity="0.12" stroke="#fff" stroke-opacity="0.55" stroke-width="2"/>` +
      (wine
        ? `<path d="M${gx - 29} 372 Q${gx - 26} 412 ${gx} 418 Q${gx + 26} 412 ${gx + 29} 372 Z" fill="#7d1f30" opacity="0.85"/>`
        : `<path d="M${gx - 29} 380 Q${gx - 26} 412 ${gx} 418 Q${gx + 26} 412 ${gx + 29} 380 Z" fill="#f3dc9a" opacity="0.55"/>`) +
      `<path d="M${gx - 20} 340 Q${gx - 22} 380 ${gx - 10} 404" stroke="#fff" stroke-width="3" fill="none" opacity="0.45"/>`;
  }
  // Flowers at the foot of the candles.
  const rand = random(5);
  for (let i = 0; i < 16; i++) {
    const x = 400 + rand() * 160;
    const y = 400 + rand() * 22;
    body += `<ellipse cx="${n(x)}" cy="${n(y + 6)}" rx="${n(10 + rand() * 10)}" ry="6" fill="#6f8563" transform="rotate(${n(rand() * 60 - 30)} ${n(x)} ${n(y)})"/>`;
  }
  for (let i = 0; i < 9; i++) {
    const x = 410 + rand() * 140;
    const y = 396 + rand() * 18;
    const palette: [string, string, string][] = [
      ['#fbe3dc', '#f2c3b8', '#d9968c'],
      ['#fff6ec', '#f0dfcb', '#d6bea2'],
      ['#f6d0b4', '#eab08f', '#c98567'],
    ];
    body += rose(x, y, 11 + rand() * 7, palette[i % 3]!, 20 + i);
  }
  // Three tapers with their flames and light.
  for (const [cx, top] of [
    [440, 250],
    [480, 218],
    [520, 262],
  ] as const) {
    body +=
      `<circle cx="${cx}" cy="${top - 18}" r="110" fill="url(#glow)"/>` +
      `<rect x="${cx - 8}" y="${top}" width="16" height="${400 - top}" rx="3" fill="url(#wax)"/>` +
      `<rect x="${cx - 13}" y="392" width="26" height="14" rx="4" fill="#c8a55e"/><rect x="${cx - 13}" y="392" width="26" height="4" rx="2" fill="#ecd08b"/>` +
      `<path d="M${cx} ${top - 2} L${cx} ${top - 8}" stroke="#3a2a20" stroke-width="2"/>` +
      `<path d="M${cx} ${top - 42} C${cx + 10} ${top - 24} ${cx + 9} ${top - 8} ${cx} ${top - 6} C${cx - 9} ${top - 8} ${cx - 10} ${top - 24} ${cx} ${top - 42} Z" fill="url(#flame)"/>`;
  }
  body += vignette(W, H, '#120a0c', 0.45);
  return { width: W, height: H, body, alt: 'A candlelit table set for dinner' };
}

function bouquet(): Scene {
  let body =
    `<defs>${linear('wall', '0 #f7ebe4, 1 #e8d2cb')}` +
    radial('light', '0 #fffaf4 0.9, 1 #fffaf4 0') +
    linear('ribbon', '0 #e7b8b6, 0.5 #f6d6d3, 1 #c98e90', false) +
    BLUR('sh', 14) +
    '</defs>' +
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>` +
    `<ellipse cx="260" cy="120" rx="420" ry="300" fill="url(#light)"/>` +
    `<ellipse cx="500" cy="600" rx="260" ry="30" fill="#a07d78" opacity="0.35" filter="url(#sh)"/>`;
  // Stems gathered into a bundle.
  for (let i = 0; i < 11; i++) {
    const sx = 430 + i * 9;
    body += `<path d="M${sx} 330 Q${480 + (i - 5) * 2} 470 ${468 + i * 2.4} 600" stroke="${i % 2 ? '#6b7f58' : '#5a6d4b'}" stroke-width="6" fill="none"/>`;
  }
  // Greenery fanning out behind the blooms.
  const leafColors = ['#93ab98', '#7e9886', '#a9bda8', '#6f8a74'];
  const angles = [-78, -58, -38, -18, 18, 38, 58, 78, -95, 95, -68, 68];
  angles.forEach((angle, i) => {
    body += sprig(480 + Math.sin((angle * Math.PI) / 180) * 40, 320, angle, 150 + (i % 3) * 30, 22, leafColors[i % leafColors.length]!);
  });
  // Blooms: blush roses, ivory roses, a peach rose and small filler.
  const blooms: [number, number, number, [string, string, string]][] = [
    [400, 250, 58, ['#f9dcd6', '#efbcb4', '#cf8f89']],
    [520, 220, 66, ['#fff7ef', '#f3e3d1', '#d9c0a6']],
    [600, 300, 52, ['#f8d6bf', '#eeb493', '#cd8a6a']],
    [350, 340, 46, ['#fff7ef', '#f3e3d1', '#d9c0a6']],
    [470, 330, 60, ['#f4c3c0', '#e09b9a', '#b86f72']],
    [560, 380, 42, ['#f9dcd6', '#efbcb4', '#cf8f89']],
    [430, 160, 40, ['#f8d6bf', '#eeb493', '#cd8a6a']],
    [610, 190, 36, ['#f4c3c0', '#e09b9a', '#b86f72']],
  ];
  blooms.forEach(([x, y, r, colors], i) => {
    body += `<circle cx="${x + 4}" cy="${y + 8}" r="${r}" fill="#8d6a66" opacity="0.18"/>` + rose(x, y, r, colors, 40 + i);
  });
  const rand = random(9);
  for (let i = 0; i < 40; i++) {
    const a = rand() * Math.PI * 2;
    const d = 150 + rand() * 70;
    body += `<circle cx="${n(480 + Math.cos(a) * d)}" cy="${n(270 + Math.sin(a) * d * 0.75)}" r="${n(3 + rand() * 4)}" fill="#fffdf8" opacity="0.9"/>`;
  }
  // Satin ribbon and bow.
  body +=
    `<path d="M446 455 Q480 470 514 455 L512 485 Q480 498 448 485 Z" fill="url(#ribbon)"/>` +
    `<path d="M480 470 C440 430 400 450 418 478 C430 496 460 482 480 470 Z" fill="#e3aeac"/>` +
    `<path d="M480 470 C520 430 560 450 542 478 C530 496 500 482 480 470 Z" fill="#d99d9d"/>` +
    `<path d="M474 476 Q440 540 452 600" stroke="#dba5a4" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<path d="M486 476 Q520 540 504 610" stroke="#cf9393" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<circle cx="480" cy="472" r="9" fill="#c98e90"/>`;
  body += vignette(W, H, '#6e4a48', 0.22);
  return { width: W, height: H, body, alt: 'A bouquet of blush and ivory roses' };
}

function skyline(): Scene {
  const rand = random(21);
  let body =
    `<defs>${linear('sky', '0 #1d2150, 0.35 #4b3a7a, 0.6 #b7588a, 0.76 #f08f68, 0.84 #ffcf96')}` +
    linear('water', '0 #4b3768, 1 #141129') +
    radial('moonglow', '0 #fff6e0 0.5, 1 #fff6e0 0') +
    '<mask id="crescent"><rect width="960" height="640" fill="#fff"/><circle cx="812" cy="96" r="30" fill="#000"/></mask>' +
    BLUR('bl', 1.2) +
    '</defs>' +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  for (let i = 0; i < 70; i++) {
    body += `<circle cx="${n(rand() * W)}" cy="${n(rand() * 240)}" r="${n(0.6 + rand() * 1.4)}" fill="#fff" opacity="${n(0.3 + rand() * 0.6)}"/>`;
  }
  body += `<circle cx="800" cy="104" r="90" fill="url(#moonglow)"/><circle cx="800" cy="104" r="32" fill="#fff4dc" mask="url(#crescent)"/>`;
  const horizon = 500;
  // Far towers (hazy), then near towers with lit windows.
  let x = -10;
  while (x < W) {
    const w = 30 + rand() * 50;
    const h = 90 + rand() * 170;
    body += `<rect x="${n(x)}" y="${n(horizon - h)}" width="${n(w)}" height="${n(h)}" fill="#7b4d83" opacity="0.55"/>`;
    x += w + rand() * 8;
  }
  x = -10;
  let near = '';
  let windows = '';
  while (x < W) {
    const w = 44 + rand() * 70;
    const h = 60 + rand() * (x > 330 && x < 520 ? 300 : 200);
    const top = horizon - h;
    near += `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h + 2)}" fill="#261f3f"/>`;
    if (h > 260)
      near += `<rect x="${n(x + w / 2 - 2)}" y="${n(top - 46)}" width="4" height="46" fill="#261f3f"/><circle cx="${n(x + w / 2)}" cy="${n(top - 48)}" r="3" fill="#ff7a7a"/>`;
    for (let wy = top + 10; wy < horizon - 10; wy += 14) {
      for (let wx = x + 7; wx < x + w - 10; wx += 12) {
        if (rand() < 0.32) windows += `<rect x="${n(wx)}" y="${n(wy)}" width="5" height="7" fill="#ffd98c" opacity="${n(0.45 + rand() * 0.5)}"/>`;
      }
    }
    x += w + 2 + rand() * 6;
  }
  body += near + windows;
  body += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#water)"/>`;
  let streaks = '';
  for (let i = 0; i < 110; i++) {
    const sx = rand() * W;
    const sy = horizon + 4 + rand() * (H - horizon - 8);
    const len = 8 + rand() * 40;
    const color = ['#ffd98c', '#f08f68', '#b7588a', '#ffcf96'][i % 4];
    streaks += `<rect x="${n(sx)}" y="${n(sy)}" width="${n(len)}" height="2" rx="1" fill="${color}" opacity="${n(0.15 + rand() * 0.4 * (1 - (sy - horizon) / (H - horizon)))}"/>`;
  }
  body += `<g filter="url(#bl)">${streaks}</g>`;
  body += `<path d="M0 ${horizon} L${W} ${horizon}" stroke="#ffcf96" stroke-width="1.5" opacity="0.5"/>`;
  body += birds('#2a2145', [150, 110, 9], [176, 124, 7]);
  body += vignette(W, H, '#0c0a1a', 0.4);
  return { width: W, height: H, body, alt: 'A city skyline at dusk' };
}

function arch(): Scene {
  let body =
    `<defs>${linear('sky', '0 #f7e3d7, 0.55 #f2cabd, 1 #e6b1ad')}` +
    radial('sun', '0 #fffaf0 0.95, 0.4 #ffe8cc 0.6, 1 #ffe0c0 0') +
    linear('grass', '0 #a8b58e, 1 #6e7f5a') +
    linear('veil', '0 #ffffff 0.7, 1 #ffffff 0.15') +
    BLUR('soft', 10) +
    '</defs>' +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="480" cy="330" r="320" fill="url(#sun)"/>` +
    hill(W, H, ridgePoints(W, 430, 24, 31), '#c9b7a6') +
    hill(W, H, ridgePoints(W, 470, 18, 32), '#b2ad8f') +
    `<path d="M0 500 Q480 470 960 500 L960 640 L0 640 Z" fill="url(#grass)"/>` +
    // Aisle of petals.
    `<path d="M440 640 L470 505 L490 505 L520 640 Z" fill="#f4e6dc" opacity="0.8"/>`;
  const rand = random(33);
  for (let i = 0; i < 40; i++) {
    const t = rand();
    const y = 505 + t * 135;
    const x = 480 + (rand() - 0.5) * (40 + t * 120);
    body += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(2 + t * 4)}" ry="${n(1.3 + t * 2)}" fill="${i % 2 ? '#e9a9a6' : '#fff5f0'}"/>`;
  }
  // The arch with draped fabric.
  body +=
    `<path d="M330 512 L330 250 A150 150 0 0 1 630 250 L630 512" fill="none" stroke="#8a6b55" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M330 512 L330 250 A150 150 0 0 1 630 250 L630 512" fill="none" stroke="#c6a486" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M336 200 Q400 300 372 480 Q360 500 350 512 L336 512 Z" fill="url(#veil)"/>` +
    `<path d="M624 200 Q560 300 588 480 Q600 500 610 512 L624 512 Z" fill="url(#veil)"/>` +
    `<path d="M360 150 Q480 240 600 150" fill="none" stroke="#fff" stroke-width="10" opacity="0.45"/>`;
  // Flower clusters on the arch.
  const palette: [string, string, string][] = [
    ['#fbe3dc', '#f2c3b8', '#d9968c'],
    ['#fffaf3', '#f2e4d2', '#d7c0a4'],
    ['#f4c3c0', '#e09b9a', '#b86f72'],
  ];
  const cluster = (cx: number, cy: number, seed: number, count: number) => {
    const r = random(seed);
    let out = '';
    for (let i = 0; i < count + 4; i++) {
      out += sprig(cx + (r() - 0.5) * 60, cy + (r() - 0.5) * 30, r() * 360, 40 + r() * 30, 10, i % 2 ? '#7e9886' : '#93ab98');
    }
    for (let i = 0; i < count; i++) out += rose(cx + (r() - 0.5) * 70, cy + (r() - 0.5) * 50, 10 + r() * 12, palette[i % 3]!, seed * 10 + i);
    return out;
  };
  body += cluster(360, 170, 4, 9) + cluster(420, 118, 5, 6) + cluster(630, 470, 6, 8) + cluster(335, 490, 7, 5);
  // The couple, hand in hand.
  const ink = '#3d2f37';
  body +=
    `<ellipse cx="480" cy="515" rx="90" ry="10" fill="#4d4a34" opacity="0.3" filter="url(#soft)"/>` +
    // Bride: bun, veil, gown.
    `<circle cx="452" cy="318" r="16" fill="${ink}"/><circle cx="444" cy="304" r="9" fill="${ink}"/>` +
    `<path d="M446 304 Q410 360 404 470 L420 470 Q432 380 452 330 Z" fill="#fff" opacity="0.55"/>` +
    `<path d="M452 334 L462 336 Q470 360 466 388 Q480 450 500 512 L404 512 Q426 450 440 388 Q436 360 444 336 Z" fill="${ink}"/>` +
    `<path d="M462 350 Q478 372 492 384" stroke="${ink}" stroke-width="7" stroke-linecap="round" fill="none"/>` +
    // Groom: suit, shoulders, legs.
    `<circle cx="514" cy="304" r="17" fill="${ink}"/>` +
    `<path d="M496 330 Q514 322 534 330 L540 420 L532 420 L530 512 L518 512 L515 430 L511 512 L499 512 L497 420 L490 420 Z" fill="${ink}"/>` +
    `<path d="M498 342 Q490 372 492 386" stroke="${ink}" stroke-width="8" stroke-linecap="round" fill="none"/>` +
    `<circle cx="492" cy="386" r="6" fill="${ink}"/>`;
  for (let i = 0; i < 14; i++) {
    body += `<ellipse cx="${n(180 + rand() * 600)}" cy="${n(80 + rand() * 300)}" rx="4" ry="2.4" fill="${i % 2 ? '#f0b7b2' : '#fff4ef'}" opacity="0.85" transform="rotate(${n(rand() * 180)} 480 300)"/>`;
  }
  body += vignette(W, H, '#6a4046', 0.22);
  return { width: W, height: H, body, alt: 'A couple holding hands under a flowered arch' };
}

function rings(): Scene {
  let body =
    `<defs>${linear('bg', '0 #f4e8da, 1 #d8c0a4')}` +
    linear('silk1', '0 #fbf4ea, 0.5 #e9d9c3, 1 #f7eee2') +
    linear('silk2', '0 #e6d2b8, 1 #fbf3e8') +
    linear('gold', '0 #fff1c2, 0.3 #d9a93f, 0.55 #fbe29a, 0.8 #b88324, 1 #f2d58a', false) +
    linear('rosegold', '0 #ffe2d4, 0.3 #d2917a, 0.55 #f8cfbd, 0.8 #b06f5c, 1 #efc2ad', false) +
    linear('gem', '0 #ffffff, 0.5 #dfeefc, 1 #b9d2ee') +
    BLUR('sh', 12) +
    BLUR('bk', 4) +
    '</defs>' +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<g filter="url(#bk)">${bokeh(14, 18, [0, 0, W, 260], ['#fff8ea', '#ffe9c4'], 10, 40, [0.25, 0.6])}</g>` +
    `<path d="M0 360 C200 300 320 420 520 370 C720 320 820 420 960 380 L960 640 L0 640 Z" fill="url(#silk1)"/>` +
    `<path d="M0 430 C180 400 300 500 520 450 C700 410 820 500 960 470 L960 640 L0 640 Z" fill="url(#silk2)" opacity="0.9"/>` +
    `<path d="M0 520 C240 490 360 580 600 540 C760 515 860 570 960 560 L960 640 L0 640 Z" fill="#efe1cf"/>` +
    `<path d="M40 440 C200 420 320 500 500 462" stroke="#fffaf2" stroke-width="6" fill="none" opacity="0.6"/>` +
    `<ellipse cx="480" cy="470" rx="230" ry="30" fill="#8a6a4a" opacity="0.35" filter="url(#sh)"/>`;
  const ringA = `<ellipse cx="410" cy="390" rx="118" ry="62" fill="none" stroke="url(#gold)" stroke-width="20"/><ellipse cx="410" cy="384" rx="116" ry="58" fill="none" stroke="#fff6dc" stroke-width="3" opacity="0.7"/>`;
  const ringB = `<g transform="rotate(-14 560 360)"><ellipse cx="560" cy="360" rx="104" ry="58" fill="none" stroke="url(#rosegold)" stroke-width="16"/><ellipse cx="560" cy="355" rx="102" ry="54" fill="none" stroke="#fff2ea" stroke-width="3" opacity="0.7"/></g>`;
  body += ringA + ringB;
  // Ring A passes in front of ring B on its right side: redraw that arc clipped.
  body += `<clipPath id="front"><rect x="470" y="380" width="120" height="100"/></clipPath><g clip-path="url(#front)">${ringA}</g>`;
  // The stone and its sparkle.
  body +=
    `<g transform="translate(528 286) rotate(-14)"><path d="M-22 0 L-12 -16 L12 -16 L22 0 L0 24 Z" fill="url(#gem)" stroke="#9fb6d4" stroke-width="1.5"/>` +
    `<path d="M-22 0 L22 0 M-12 -16 L-6 0 L0 24 L6 0 L12 -16 M-6 0 L0 -16 L6 0" stroke="#a9c1de" stroke-width="1.2" fill="none"/>` +
    `<path d="M-10 -22 L10 -22 L6 -16 L-6 -16 Z" fill="#d9a08c"/></g>` +
    `<path d="M560 236 L564 256 L584 260 L564 264 L560 284 L556 264 L536 260 L556 256 Z" fill="#fff" opacity="0.9"/>` +
    `<path d="M312 330 L314 340 L324 342 L314 344 L312 354 L310 344 L300 342 L310 340 Z" fill="#fff" opacity="0.8"/>`;
  body += vignette(W, H, '#5a4028', 0.25);
  return { width: W, height: H, body, alt: 'Two wedding rings on ivory silk' };
}

function beach(): Scene {
  const horizon = 330;
  let body =
    `<defs>${linear('sky', '0 #7b9fc4, 0.5 #d9b8c0, 0.85 #f6cfa4, 1 #fbe1b0')}` +
    linear('sea', '0 #7c9bb8, 0.5 #8fb4c4, 1 #a9cdd0') +
    linear('sand', '0 #e9cfae, 1 #f5e3c8') +
    radial('sunglow', '0 #fff6d8 0.9, 1 #ffd9a0 0') +
    BLUR('soft', 10) +
    '</defs>' +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<g filter="url(#soft)" fill="#fff5ea" opacity="0.5"><ellipse cx="200" cy="140" rx="180" ry="20"/><ellipse cx="700" cy="110" rx="220" ry="24"/><ellipse cx="520" cy="220" rx="140" ry="12"/></g>` +
    `<circle cx="610" cy="${horizon}" r="220" fill="url(#sunglow)"/>` +
    `<clipPath id="above"><rect width="${W}" height="${horizon}"/></clipPath><circle cx="610" cy="${horizon + 6}" r="46" fill="#fff3d4" clip-path="url(#above)"/>` +
    `<rect y="${horizon}" width="${W}" height="200" fill="url(#sea)"/>`;
  const rand = random(44);
  for (let i = 0; i < 60; i++) {
    const y = horizon + 4 + rand() * 120;
    const spread = 30 + (y - horizon) * 0.9;
    body += `<rect x="${n(610 - spread / 2 + rand() * spread)}" y="${n(y)}" width="${n(10 + rand() * 30)}" height="2" rx="1" fill="#fff6dc" opacity="${n(0.3 + rand() * 0.5)}"/>`;
  }
  body +=
    `<path d="M0 470 Q120 452 240 468 T480 462 T720 470 T960 460 L960 640 L0 640 Z" fill="#d9c2a2"/>` +
    `<path d="M0 484 Q120 466 240 482 T480 476 T720 484 T960 474 L960 640 L0 640 Z" fill="url(#sand)"/>` +
    `<path d="M0 472 Q120 454 240 470 T480 464 T720 472 T960 462" stroke="#fff" stroke-width="5" fill="none" opacity="0.85"/>` +
    `<path d="M0 458 Q140 446 280 456 T560 452 T960 450" stroke="#fff" stroke-width="2.5" fill="none" opacity="0.5"/>`;
  // Footprints walking towards the sea, two by two.
  for (let i = 0; i < 7; i++) {
    const t = i / 7;
    const x = 300 + t * 160;
    const y = 620 - t * 120;
    const s = 1 - t * 0.6;
    body += `<ellipse cx="${n(x - 10 * s)}" cy="${n(y)}" rx="${n(5 * s)}" ry="${n(9 * s)}" fill="#cfb08c" opacity="0.7"/><ellipse cx="${n(x + 28 * s)}" cy="${n(y - 8 * s)}" rx="${n(5 * s)}" ry="${n(9 * s)}" fill="#cfb08c" opacity="0.7"/>`;
  }
  // A palm leaning in from the left.
  const palm = '#3e3a3a';
  body += `<path d="M60 640 Q90 480 170 300" stroke="${palm}" stroke-width="16" fill="none" stroke-linecap="round"/>`;
  for (const [dx, dy, bend] of [
    [130, -40, 30],
    [120, 30, 50],
    [-110, 20, -40],
    [-90, -60, -30],
    [40, -110, 20],
    [-30, 90, -20],
  ] as const) {
    body += `<path d="M170 300 Q${170 + dx / 2 + bend} ${300 + dy / 2 - 30} ${170 + dx} ${300 + dy}" stroke="${palm}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
    for (let k = 1; k < 6; k++) {
      const t = k / 6;
      const px = 170 + dx * t + bend * 2 * t * (1 - t);
      const py = 300 + dy * t - 60 * t * (1 - t);
      body += `<path d="M${n(px)} ${n(py)} l${n(dy * 0.14)} ${n(Math.abs(dx) * 0.14 + 6)}" stroke="${palm}" stroke-width="5" stroke-linecap="round"/>`;
    }
  }
  body += birds('#6b5560', [850, 84, 10], [878, 98, 8]);
  body += vignette(W, H, '#4a3a3e', 0.22);
  return { width: W, height: H, body, alt: 'Sunset over a quiet beach' };
}

function forest(): Scene {
  let body =
    `<defs>${linear('air', '0 #eef1de, 0.6 #c9d6b8, 1 #93a886')}` +
    linear('path', '0 #f3e6c9, 1 #c8ac82') +
    linear('ray', '0 #fffbe6 0.55, 1 #fffbe6 0') +
    radial('lantern', '0 #ffe1a0 0.8, 1 #ffc870 0') +
    BLUR('mist', 14) +
    BLUR('ray', 8) +
    '</defs>' +
    `<rect width="${W}" height="${H}" fill="url(#air)"/>`;
  const rand = random(55);
  const depths: [string, number, number, number][] = [
    ['#c3cfb3', 10, 16, 14],
    ['#9fb096', 16, 26, 10],
    ['#6f8268', 26, 40, 8],
    ['#3e4d3a', 44, 70, 6],
  ];
  depths.forEach(([color, wMin, wMax, count], d) => {
    for (let i = 0; i < count; i++) {
      let x = rand() * W;
      if (d >= 2 && x > 360 && x < 600) x = x < 480 ? x - 200 : x + 200;
      const w = wMin + rand() * (wMax - wMin);
      const base = 380 + d * 60 + rand() * 20;
      body += `<path d="M${n(x - w / 2)} ${n(base)} L${n(x - w * 0.35)} -10 L${n(x + w * 0.35)} -10 L${n(x + w / 2)} ${n(base)} Z" fill="${color}"/>`;
    }
    body += `<g filter="url(#mist)"><rect x="-40" y="${330 + d * 40}" width="${W + 80}" height="50" fill="#f4f5e6" opacity="${0.35 - d * 0.06}"/></g>`;
  });
  // Canopy.
  for (let i = 0; i < 26; i++) {
    body += `<circle cx="${n(rand() * W)}" cy="${n(-20 + rand() * 80)}" r="${n(40 + rand() * 60)}" fill="${i % 2 ? '#4f6146' : '#5f7354'}" opacity="0.9"/>`;
  }
  body +=
    `<g filter="url(#ray)">` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="M${640 + i * 60} -10 L${700 + i * 70} -10 L${420 + i * 40} 640 L${330 + i * 40} 640 Z" fill="url(#ray)" opacity="${n(0.5 - i * 0.08)}"/>`,
      )
      .join('') +
    '</g>';
  // The path narrowing into the trees.
  body +=
    `<path d="M250 640 C360 560 420 500 468 420 L492 420 C520 500 600 560 720 640 Z" fill="url(#path)"/>` +
    `<path d="M250 640 C360 560 420 500 468 420" stroke="#6e7f58" stroke-width="6" fill="none" opacity="0.6"/>` +
    `<path d="M720 640 C600 560 520 500 492 420" stroke="#6e7f58" stroke-width="6" fill="none" opacity="0.6"/>`;
  // Ferns along the edges.
  for (let i = 0; i < 14; i++) {
    const left = i % 2 === 0;
    const t = rand();
    const x = left ? 250 + t * 200 - 40 - rand() * 80 : 720 - t * 220 + 40 + rand() * 80;
    const y = 640 - t * 200;
    body += sprig(x, y, (left ? -1 : 1) * (30 + rand() * 40), 60 * (1 - t * 0.6), 12 * (1 - t * 0.5), i % 3 ? '#5d7a4f' : '#74905f', '#4b5f3e');
  }
  // Lanterns marking the way.
  for (const [x, y, s] of [
    [300, 600, 1],
    [660, 596, 1],
    [400, 505, 0.7],
    [560, 505, 0.7],
    [446, 450, 0.45],
    [514, 450, 0.45],
  ] as const) {
    body +=
      `<circle cx="${x}" cy="${n(y - 22 * s)}" r="${n(60 * s)}" fill="url(#lantern)"/>` +
      `<rect x="${n(x - 10 * s)}" y="${n(y - 34 * s)}" width="${n(20 * s)}" height="${n(28 * s)}" rx="${n(3 * s)}" fill="#fff0c8" stroke="#4a3b2a" stroke-width="${n(2.5 * s)}"/>` +
      `<path d="M${n(x - 12 * s)} ${n(y - 34 * s)} L${x} ${n(y - 44 * s)} L${n(x + 12 * s)} ${n(y - 34 * s)} Z" fill="#4a3b2a"/>`;
  }
  body += vignette(W, H, '#1f2a1c', 0.35);
  return { width: W, height: H, body, alt: 'A lantern-lit path through a misty forest' };
}

function lights(): Scene {
  const W = 1600;
  const H = 900;
  let body =
    `<defs>${linear('night', '0 #121833, 0.55 #2a2b55, 1 #4b3b5e')}` +
    radial('bulb', '0 #ffe6a8 0.85, 0.4 #ffcf7a 0.35, 1 #ffb050 0') +
    BLUR('bk', 10) +
    '</defs>' +
    `<rect width="${W}" height="${H}" fill="url(#night)"/>`;
  const rand = random(77);
  for (let i = 0; i < 80; i++)
    body += `<circle cx="${n(rand() * W)}" cy="${n(rand() * 360)}" r="${n(0.8 + rand() * 1.4)}" fill="#fff" opacity="${n(0.2 + rand() * 0.5)}"/>`;
  // Trees framing both sides.
  for (let i = 0; i < 90; i++) {
    const left = i % 2 === 0;
    const t = rand();
    const x = left ? -40 + t * 320 * (1 - rand() * 0.5) : W + 40 - t * 320 * (1 - rand() * 0.5);
    const y = -40 + (1 - t) * 420 * rand() + rand() * 60;
    body += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(26 + rand() * 40)}" fill="${i % 3 ? '#0b0f22' : '#10152c'}"/>`;
  }
  body += `<path d="M70 900 L84 300 L104 300 L120 900 Z M1490 900 L1504 320 L1522 320 L1536 900 Z" fill="#0b0f22"/>`;
  // Out-of-focus lights below.
  body += `<g filter="url(#bk)">${bokeh(78, 40, [0, 520, W, 900], ['#ffcf7a', '#ffe6a8', '#f59a6b'], 16, 60, [0.15, 0.45])}</g>`;
  // Strands of bulbs.
  const strands: [number, number, number, number, number][] = [
    [-40, 140, 1640, 110, 200],
    [-40, 60, 1640, 260, 160],
    [-40, 330, 1640, 220, 150],
  ];
  strands.forEach(([x0, y0, x1, y1, sag], s) => {
    const cx = (x0 + x1) / 2;
    const cy = (y0 + y1) / 2 + sag;
    body += `<path d="M${x0} ${y0} Q${cx} ${cy} ${x1} ${y1}" stroke="#0a0d1c" stroke-width="3" fill="none"/>`;
    const count = 22 - s * 3;
    for (let i = 1; i < count; i++) {
      const t = i / count;
      const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * cx + t * t * x1;
      const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * cy + t * t * y1;
      const r = 1 - s * 0.2;
      body += `<circle cx="${n(x)}" cy="${n(y + 14)}" r="${n(46 * r)}" fill="url(#bulb)"/><ellipse cx="${n(x)}" cy="${n(y + 14)}" rx="${n(6 * r)}" ry="${n(8 * r)}" fill="#fff5d6"/>`;
    }
  });
  body += vignette(W, H, '#05060f', 0.45);
  return { width: W, height: H, body, alt: 'Strings of warm lights on a summer night' };
}

function toast(): Scene {
  let body =
    `<defs>${radial('bg', '0 #7a5a3a, 0.6 #3b2a22, 1 #1e1614', 'cx="0.5" cy="0.45" r="0.8"')}` +
    linear('bubbly', '0 #fbe6a6 0.9, 1 #d9a94a 0.95') +
    linear('glass', '0 #ffffff 0.35, 1 #ffffff 0.08', false) +
    BLUR('bk', 6) +
    '</defs>' +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<g filter="url(#bk)">${bokeh(88, 36, [0, 0, W, H], ['#ffd98c', '#ffc46b', '#fff0c8'], 14, 50, [0.12, 0.45])}</g>`;
  const flute = (angle: number, pivotX: number) => {
    const g = `<g transform="rotate(${angle} ${pivotX} 600)">`;
    const x = pivotX;
    return (
      g +
      `<ellipse cx="${x}" cy="600" rx="46" ry="10" fill="#fff" opacity="0.35"/>` +
      `<path d="M${x} 596 L${x} 380" stroke="#fff" stroke-width="5" opacity="0.55"/>` +
      `<path d="M${x - 34} 120 Q${x - 40} 330 ${x} 384 Q${x + 40} 330 ${x + 34} 120 Z" fill="url(#glass)" stroke="#fff" stroke-opacity="0.7" stroke-width="3"/>` +
      `<path d="M${x - 36} 170 Q${x - 38} 330 ${x} 380 Q${x + 38} 330 ${x + 36} 170 Z" fill="url(#bubbly)"/>` +
      `<path d="M${x - 36} 170 Q${x} 160 ${x + 36} 170" stroke="#fff6d8" stroke-width="3" fill="none"/>` +
      `<path d="M${x - 22} 140 Q${x - 26} 300 ${x - 8} 360" stroke="#fff" stroke-width="4" fill="none" opacity="0.5"/>` +
      Array.from(
        { length: 14 },
        (_, i) => `<circle cx="${x - 14 + ((i * 37) % 28)}" cy="${370 - i * 14}" r="${n(1.6 + (i % 3))}" fill="#fffbe8" opacity="0.8"/>`,
      ).join('') +
      '</g>'
    );
  };
  body += flute(11, 330) + flute(-11, 630);
  // Splash where they touch.
  const rand = random(99);
  for (let i = 0; i < 16; i++) {
    const a = -Math.PI / 2 + (rand() - 0.5) * 2.2;
    const d = 20 + rand() * 60;
    body += `<circle cx="${n(480 + Math.cos(a) * d)}" cy="${n(150 + Math.sin(a) * d)}" r="${n(2 + rand() * 4)}" fill="#fbe6a6" opacity="0.85"/>`;
  }
  body += `<path d="M480 130 L484 146 L500 150 L484 154 L480 170 L476 154 L460 150 L476 146 Z" fill="#fff" opacity="0.9"/>`;
  body += vignette(W, H, '#0e0908', 0.45);
  return { width: W, height: H, body, alt: 'Two glasses of champagne raised in a toast' };
}

function lake(): Scene {
  const shore = 360;
  const far = ridgePoints(W, 250, 60, 61, 24);
  const mid = ridgePoints(W, 300, 40, 62, 24);
  const mountains = hill(W, shore, far, '#aab6cc') + hill(W, shore, mid, '#8d9cb5');
  let pines = '';
  const rand = random(63);
  for (let x = -10; x < W + 10; x += 14 + rand() * 16) {
    const h = 40 + rand() * 50;
    const w = h * 0.34;
    pines += `<path d="M${n(x)} ${n(shore - h)} L${n(x + w)} ${shore} L${n(x - w)} ${shore} Z" fill="#3d5364"/>`;
  }
  const scene = mountains + pines;
  let body =
    `<defs>${linear('sky', '0 #c9d5e6, 0.6 #f1dfd4, 1 #f8e6d2')}` +
    linear('water', '0 #c7d2e0, 1 #8ea2b8') +
    linear('fade', '0 #fff 0.55, 1 #fff 0.05') +
    radial('sun', '0 #fff9ec 0.95, 1 #ffe9cf 0') +
    BLUR('mist', 12) +
    '</defs>' +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="300" cy="220" r="200" fill="url(#sun)"/>` +
    scene +
    `<rect y="${shore}" width="${W}" height="${H - shore}" fill="url(#water)"/>` +
    `<g transform="translate(0 ${shore * 2}) scale(1 -1)" opacity="0.45">${scene}</g>` +
    `<rect y="${shore}" width="${W}" height="${H - shore}" fill="url(#fade)" opacity="0.4"/>` +
    `<g filter="url(#mist)"><rect x="-40" y="${shore - 22}" width="${W + 80}" height="36" fill="#fff" opacity="0.55"/><rect x="-40" y="${shore + 30}" width="${W + 80}" height="20" fill="#fff" opacity="0.3"/></g>`;
  for (let i = 0; i < 30; i++) {
    body += `<rect x="${n(rand() * W)}" y="${n(shore + 20 + rand() * 260)}" width="${n(20 + rand() * 60)}" height="1.5" fill="#fff" opacity="${n(0.2 + rand() * 0.3)}"/>`;
  }
  // A wooden dock reaching into the lake.
  body +=
    `<path d="M380 640 L452 470 L508 470 L580 640 Z" fill="#8a6a50"/>` +
    Array.from({ length: 11 }, (_, i) => {
      const t = i / 10;
      const y = 470 + t * t * 170;
      const half = 28 + t * 72;
      return `<path d="M${n(480 - half)} ${n(y)} L${n(480 + half)} ${n(y)}" stroke="#5e4633" stroke-width="${n(1 + t * 2)}"/>`;
    }).join('') +
    `<path d="M452 470 L448 500 M508 470 L512 500" stroke="#4a3828" stroke-width="4"/>` +
    // Two figures sitting at the end of the dock.
    `<circle cx="470" cy="446" r="7" fill="#2f3440"/><path d="M462 472 Q462 452 470 452 Q478 452 478 472 Z" fill="#2f3440"/>` +
    `<circle cx="490" cy="444" r="7.5" fill="#2f3440"/><path d="M482 472 Q481 452 490 451 Q499 452 498 472 Z" fill="#2f3440"/>`;
  body += birds('#5a6274', [850, 72, 9], [876, 82, 7], [828, 90, 6]);
  body += vignette(W, H, '#2a3040', 0.25);
  return { width: W, height: H, body, alt: 'A lake at dawn with two people on the dock' };
}

interface PortraitStyle {
  bg: [string, string];
  skin: string;
  hair: string;
  hairStyle: 'long' | 'bun' | 'short' | 'curly';
  outfit: string;
  neckline: 'dress' | 'suit';
  accent: string;
}

function portrait(style: PortraitStyle, alt: string): Scene {
  const W = 960;
  const H = 960;
  const { skin, hair, outfit, accent } = style;
  let body =
    `<defs>${linear('pbg', `0 ${style.bg[0]}, 1 ${style.bg[1]}`)}` +
    radial('plight', '0 #ffffff 0.55, 1 #ffffff 0') +
    linear('pout', `0 ${outfit}, 1 ${outfit}`) +
    BLUR('psh', 16) +
    '</defs>' +
    `<rect width="${W}" height="${H}" fill="url(#pbg)"/>` +
    `<circle cx="480" cy="380" r="360" fill="url(#plight)"/>` +
    `<path d="M200 960 L200 420 A280 280 0 0 1 760 420 L760 960 Z" fill="#fff" opacity="0.18"/>`;
  // Leaves behind the shoulders.
  body += sprig(190, 860, -30, 260, 40, accent, '#6d7f5f') + sprig(780, 860, 32, 240, 40, accent, '#6d7f5f');
  body += '<g transform="translate(0 40)">';
  if (style.hairStyle === 'long') body += `<path d="M322 420 C300 230 660 230 638 420 L670 720 C580 760 380 760 290 720 Z" fill="${hair}"/>`;
  if (style.hairStyle === 'curly') {
    const rand = random(hair.length * 7 + skin.length);
    for (let i = 0; i < 26; i++) {
      const a = Math.PI * (0.9 + rand() * 1.2);
      body += `<circle cx="${n(480 + Math.cos(a) * (140 + rand() * 30))}" cy="${n(380 + Math.sin(a) * (170 + rand() * 20))}" r="${n(44 + rand() * 20)}" fill="${hair}"/>`;
    }
  }
  body += '</g>';
  // Neck, shoulders and clothes.
  body +=
    `<ellipse cx="480" cy="930" rx="320" ry="40" fill="#000" opacity="0.08" filter="url(#psh)"/>` +
    `<path d="M428 500 L532 500 L540 660 L420 660 Z" fill="${skin}"/>` +
    `<path d="M430 572 Q480 606 532 572 L533 596 Q480 624 429 596 Z" fill="#000" opacity="0.07"/>` +
    `<path d="M170 960 C180 760 300 660 480 654 C660 660 780 760 790 960 Z" fill="url(#pout)"/>`;
  if (style.neckline === 'dress') {
    body +=
      `<path d="M372 660 Q480 780 588 660 Q540 650 480 654 Q420 650 372 660 Z" fill="${skin}"/>` +
      `<path d="M400 690 Q480 760 560 690" stroke="#f6e7c8" stroke-width="4" fill="none"/><circle cx="480" cy="730" r="7" fill="#f6e7c8"/>`;
  } else {
    body +=
      `<path d="M420 654 L480 800 L540 654 Z" fill="#fbf7f0"/>` +
      `<path d="M458 680 L502 680 L492 700 L468 700 Z" fill="${accent}"/><path d="M470 700 L490 700 L500 800 L480 830 L460 800 Z" fill="${accent}"/>` +
      `<path d="M420 654 L480 800 L380 740 L330 680 Z" fill="#000" opacity="0.18"/><path d="M540 654 L480 800 L580 740 L630 680 Z" fill="#000" opacity="0.18"/>` +
      `<circle cx="610" cy="740" r="18" fill="#fbf2ea"/><circle cx="610" cy="740" r="8" fill="${accent}"/>`;
  }
  // Head with a soft cheek light; ears where hair is short.
  body += '<g transform="translate(0 40)">';
  if (style.hairStyle === 'short' || style.hairStyle === 'bun') {
    body += `<ellipse cx="360" cy="410" rx="22" ry="34" fill="${skin}"/><ellipse cx="600" cy="410" rx="22" ry="34" fill="${skin}"/>`;
  }
  body +=
    `<ellipse cx="480" cy="390" rx="118" ry="148" fill="${skin}"/>` +
    `<ellipse cx="420" cy="450" rx="22" ry="13" fill="#e88f84" opacity="0.14"/><ellipse cx="540" cy="450" rx="22" ry="13" fill="#e88f84" opacity="0.14"/>` +
    `<path d="M448 474 Q480 492 512 474" stroke="#7a4a3a" stroke-opacity="0.35" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<path d="M412 400 Q432 388 452 400 M508 400 Q528 388 548 400" stroke="#4a3028" stroke-opacity="0.55" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  // Hair over the head.
  if (style.hairStyle === 'long')
    body += `<path d="M362 400 C350 250 440 220 500 230 C590 240 620 320 600 420 C580 330 520 290 430 300 C400 330 380 360 362 400 Z" fill="${hair}"/>`;
  if (style.hairStyle === 'bun')
    body += `<circle cx="480" cy="226" r="62" fill="${hair}"/><path d="M362 390 C350 260 430 232 482 234 C560 236 614 290 598 390 C570 320 520 300 480 300 C430 300 390 330 362 390 Z" fill="${hair}"/><path d="M440 230 Q480 250 520 230" stroke="${accent}" stroke-width="8" fill="none"/>`;
  if (style.hairStyle === 'short')
    body += `<path d="M360 380 C350 250 430 222 490 226 C580 232 612 300 600 380 C590 330 560 300 520 296 C470 296 420 290 400 320 C380 340 368 360 360 380 Z" fill="${hair}"/>`;
  if (style.hairStyle === 'curly') body += `<path d="M366 360 C360 250 440 226 488 228 C560 232 606 290 596 360 C560 300 420 296 366 360 Z" fill="${hair}"/>`;
  body += '</g>';
  return { width: W, height: H, body, alt };
}

export const DEMO_SCENES = {
  hero: hills,
  table,
  bouquet,
  skyline,
  arch,
  rings,
  beach,
  forest,
  lights,
  toast,
  lake,
  clara: () =>
    portrait(
      { bg: ['#f6e3dc', '#e9c9c1'], skin: '#f1cdb3', hair: '#7a4b2e', hairStyle: 'long', outfit: '#c98f93', neckline: 'dress', accent: '#8fa58c' },
      'Illustrated portrait of Clara',
    ),
  marcus: () =>
    portrait(
      { bg: ['#dfe6ea', '#c2cfd8'], skin: '#9a6748', hair: '#231a16', hairStyle: 'short', outfit: '#34445a', neckline: 'suit', accent: '#c98f93' },
      'Illustrated portrait of Marcus',
    ),
  priya: () =>
    portrait(
      { bg: ['#f3e6d4', '#e3cfb2'], skin: '#c68d66', hair: '#2b1d18', hairStyle: 'bun', outfit: '#8fa58c', neckline: 'dress', accent: '#d8a25e' },
      'Illustrated portrait of Priya',
    ),
  theo: () =>
    portrait(
      { bg: ['#e7e3f0', '#cfc8df'], skin: '#f3d2bd', hair: '#b0763f', hairStyle: 'curly', outfit: '#5b5470', neckline: 'suit', accent: '#8fa58c' },
      'Illustrated portrait of Theo',
    ),
} as const satisfies Record<string, () => Scene>;

export type DemoSceneName = keyof typeof DEMO_SCENES;

/** The scene as an SVG document of the given size (the drawing is cropped to fill it). */
export function sceneSvg(name: DemoSceneName, width?: number, height?: number): string {
  const scene = DEMO_SCENES[name]();
  const w = width ?? scene.width;
  const h = height ?? Math.round((w * scene.height) / scene.width);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${scene.width} ${scene.height}" preserveAspectRatio="xMidYMid slice">${scene.body}</svg>`;
}
