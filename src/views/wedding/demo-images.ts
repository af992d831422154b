/**
 * Illustrations for the design demos (/designs/{id}): soft abstract SVGs drawn here, so the demo
 * shows its galleries and hero without stock photos or a third-party image host.
 */
export const DEMO_IMAGE_NAMES = ['hero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'overlay'] as const;
export type DemoImageName = (typeof DEMO_IMAGE_NAMES)[number];
export const DEMO_IMAGE_PREFIX = '/designs/images/';

const HUES: Record<DemoImageName, [number, number]> = {
  hero: [20, 330],
  one: [340, 20],
  two: [200, 260],
  three: [120, 80],
  four: [280, 320],
  five: [30, 60],
  six: [170, 210],
  seven: [0, 300],
  overlay: [230, 290],
};

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

export function isDemoImageName(value: string): value is DemoImageName {
  return (DEMO_IMAGE_NAMES as readonly string[]).includes(value);
}

export function demoImageUrl(name: DemoImageName): string {
  return `${DEMO_IMAGE_PREFIX}${name}.svg`;
}

export function demoImageSvg(name: DemoImageName): string {
  const [from, to] = HUES[name];
  const random = seeded(from * 31 + to);
  const width = name === 'hero' || name === 'overlay' ? 1600 : 960;
  const height = name === 'hero' ? 1000 : name === 'overlay' ? 900 : 640;
  const circles = Array.from({ length: 14 }, () => {
    const r = 20 + random() * (height / 4);
    const hue = from + (to - from) * random();
    return `<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="hsl(${hue.toFixed(0)} 70% 85%)" fill-opacity="${(0.25 + random() * 0.4).toFixed(2)}"/>`;
  }).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${from} 55% 72%)"/><stop offset="1" stop-color="hsl(${to} 50% 45%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    circles,
    `<path d="M0 ${height * 0.8} C ${width * 0.3} ${height * 0.65}, ${width * 0.6} ${height * 0.95}, ${width} ${height * 0.75} L ${width} ${height} L 0 ${height} Z" fill="hsl(${to} 40% 30%)" fill-opacity="0.35"/>`,
    '</svg>',
  ].join('');
}
