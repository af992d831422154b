// Largest Contentful Paint and Cumulative Layout Shift of public pages on an emulated phone
// (390x844, slow 4G: 150 ms RTT, 1.6 Mbps down, 750 Kbps up; CPU slowed 4x), first visit with an
// empty cache, measured in Chromium. Run: npm run bench:lcp [-- --runs 3 --waterfall /demo /designs/12 …]
// Without paths: /demo and every catalogue design (/designs/1 … /designs/33).
import { THEME_CATALOGUE } from '../src/shared/wedding/themes';
import { launchBrowser } from '../tests/helpers/browser';
import { startBenchServer } from './bench-server';

const args = process.argv.slice(2);
const paths = args.filter((a) => a.startsWith('/'));
const PATHS = paths.length ? paths : ['/demo', ...THEME_CATALOGUE.map((design) => `/designs/${design.id}`)];
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const TARGET_MS = 1000;
// --waterfall: also print each request of the first run (start and end in ms, bytes), to see what LCP waits for.
const WATERFALL = args.includes('--waterfall');

async function main() {
  const app = await startBenchServer();
  const browser = await launchBrowser();
  try {
    const rows: Record<string, { design: string; 'LCP ms (median)': number; 'CLS (max)': string; 'LCP element': string }> = {};
    // The server answers each page once first (its caches filled, as in production): the browser's visit is the first.
    for (const path of PATHS) await (await fetch(`${app.base}${path}`)).arrayBuffer();
    for (const path of PATHS) {
      const lcps: number[] = [];
      let cls = 0;
      let element = '';
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          const w = window as unknown as { __lcp: number; __lcpEl: string; __cls: number };
          w.__lcp = 0;
          w.__cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
              w.__lcp = entry.startTime;
              w.__lcpEl = entry.element
                ? `${entry.element.tagName.toLowerCase()}${entry.element.className ? `.${String(entry.element.className).split(' ')[0]}` : ''}`
                : '';
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) w.__cls += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${app.base}${path}`, { waitUntil: 'load', timeout: 60_000 });
        await page.waitForTimeout(1500);
        const result = await page.evaluate(() => {
          const w = window as unknown as { __lcp: number; __lcpEl: string; __cls: number };
          return { lcp: w.__lcp, el: w.__lcpEl, cls: w.__cls };
        });
        if (WATERFALL && run === 0) {
          const entries = await page.evaluate(() => {
            const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
            const paint = performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`);
            const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
              (r) => `${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ms ${r.encodedBodySize} B ${r.name.replace(location.origin, '')}`,
            );
            return [`document 0-${Math.round(nav.responseEnd)} ms ${nav.encodedBodySize} B`, ...resources, ...paint];
          });
          console.log(`${path} (LCP ${Math.round(result.lcp)} ms, ${result.el})\n  ${entries.join('\n  ')}`);
        }
        lcps.push(result.lcp);
        cls = Math.max(cls, result.cls);
        element = result.el;
        await context.close();
      }
      lcps.sort((a, b) => a - b);
      const design = THEME_CATALOGUE.find((entry) => path === `/designs/${entry.id}`);
      rows[path] = {
        design: design ? design.title : '',
        'LCP ms (median)': Math.round(lcps[Math.floor(RUNS / 2)]),
        'CLS (max)': cls.toFixed(3),
        'LCP element': element,
      };
      console.error(`${path} ${rows[path]['LCP ms (median)']} ms (${lcps.map(Math.round).join(', ')}) ${element}`);
    }
    console.log(`\nphone 390x844, slow 4G (150 ms, 1.6 Mbps), CPU 4x slower, empty cache, median of ${RUNS}; targets LCP <= ${TARGET_MS} ms, CLS <= 0.05`);
    console.table(rows);
    const over = Object.entries(rows).filter(([, row]) => row['LCP ms (median)'] > TARGET_MS);
    const sorted = Object.values(rows)
      .map((row) => row['LCP ms (median)'])
      .sort((a, b) => a - b);
    console.log(
      `median ${sorted[Math.floor(sorted.length / 2)]} ms, worst ${sorted.at(-1)} ms; over ${TARGET_MS} ms: ${over.length ? over.map(([p]) => p).join(' ') : 'none'}`,
    );
  } finally {
    await browser.close();
    app.stop();
  }
}

main();
