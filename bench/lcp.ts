// Largest Contentful Paint and Cumulative Layout Shift of public pages on an emulated phone
// (390x844, slow 4G: 150 ms RTT, 1.6 Mbps down, 750 Kbps up; CPU slowed 4x), first visit with an
// empty cache, measured in Chromium. Run: npm run bench:lcp [-- /demo /designs/12 …]
import { launchBrowser } from '../tests/helpers/browser';
import { startBenchServer } from './bench-server';

const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const PATHS = paths.length ? paths : ['/demo', '/designs/1', '/designs/5', '/designs/27', '/'];
const RUNS = 3;

async function main() {
  const app = await startBenchServer();
  const browser = await launchBrowser();
  try {
    const rows: Record<string, { 'LCP ms (median)': number; 'CLS (max)': string; 'LCP element': string }> = {};
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
        lcps.push(result.lcp);
        cls = Math.max(cls, result.cls);
        element = result.el;
        await context.close();
      }
      lcps.sort((a, b) => a - b);
      rows[path] = { 'LCP ms (median)': Math.round(lcps[Math.floor(RUNS / 2)]), 'CLS (max)': cls.toFixed(3), 'LCP element': element };
    }
    console.log(`\nphone 390x844, slow 4G (150 ms, 1.6 Mbps), CPU 4x slower, empty cache, median of ${RUNS}; targets LCP <= 1500 ms, CLS <= 0.05`);
    console.table(rows);
  } finally {
    await browser.close();
    app.stop();
  }
}

main();
