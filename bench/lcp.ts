// Largest Contentful Paint and Cumulative Layout Shift of public pages on an emulated phone
// (390x844, slow 4G: 150 ms RTT, 1.6 Mbps down, 750 Kbps up; CPU slowed 4x), first visit with an
// empty cache, measured in Chromium. Run: npm run bench:lcp [-- --runs 3 --waterfall /demo /designs/12 …]
// Without paths: /demo and every catalogue design (/designs/1 … /designs/33).
// Each row: the median LCP against the 1.0 s target (PASS/FAIL), its element and the median run's
// breakdown: TTFB, the wait before the LCP resource was asked for (load delay: 0 for text), its
// download (load) and what followed until it was painted (render delay: main thread, fonts).
import os from 'node:os';
import type { Browser } from 'playwright-core';
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

interface Visit {
  lcp: number;
  el: string;
  cls: number;
  ttfb: number;
  /** The LCP resource's request start and response end (an image's), or null for text. */
  resource: { start: number; end: number } | null;
  fcp: number;
  waterfall: string[];
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
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
      const w = window as unknown as { __lcp: number; __lcpEl: string; __lcpUrl: string; __cls: number };
      w.__lcp = 0;
      w.__cls = 0;
      w.__lcpUrl = '';
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element; url?: string })[]) {
          w.__lcp = entry.startTime;
          w.__lcpUrl = entry.url ?? '';
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
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // LCP settles once the page is loaded and idle: wait for the network to go quiet, then a frame.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    return await page.evaluate(() => {
      const w = window as unknown as { __lcp: number; __lcpEl: string; __lcpUrl: string; __cls: number };
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const lcpResource = w.__lcpUrl ? resources.find((r) => r.name === w.__lcpUrl) : undefined;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return {
        lcp: w.__lcp,
        el: w.__lcpEl,
        cls: w.__cls,
        ttfb: nav.responseStart,
        resource: lcpResource ? { start: lcpResource.startTime, end: lcpResource.responseEnd } : null,
        fcp,
        waterfall: [
          `document 0-${Math.round(nav.responseEnd)} ms ${nav.encodedBodySize} B`,
          ...resources.map((r) => `${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ms ${r.encodedBodySize} B ${r.name.replace(location.origin, '')}`),
          ...performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`),
          `LCP ${Math.round(w.__lcp)} ${w.__lcpUrl.replace(location.origin, '')}`,
        ],
      };
    });
  } finally {
    await context.close();
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

async function main() {
  const app = await startBenchServer();
  const browser = await launchBrowser();
  const loadBefore = loadAverage();
  try {
    const rows: Record<string, Record<string, string | number>> = {};
    // The server answers each page once first (its caches filled, as in production): the browser's visit is the first.
    for (const path of PATHS) await (await fetch(`${app.base}${path}`)).arrayBuffer();
    for (const path of PATHS) {
      const visits: Visit[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await visit(browser, `${app.base}${path}`);
        if (WATERFALL && run === 0) console.log(`${path} (LCP ${Math.round(result.lcp)} ms, ${result.el})\n  ${result.waterfall.join('\n  ')}`);
        visits.push(result);
      }
      const sorted = [...visits].sort((a, b) => a.lcp - b.lcp);
      const median = sorted[Math.floor(RUNS / 2)];
      const design = THEME_CATALOGUE.find((entry) => path === `/designs/${entry.id}`);
      const ms = (value: number) => Math.round(value);
      const loaded = median.resource ? median.resource.end : median.ttfb;
      rows[path] = {
        design: design ? design.title : '',
        'LCP ms': ms(median.lcp),
        [`<= ${TARGET_MS}`]: median.lcp <= TARGET_MS ? 'PASS' : 'FAIL',
        best: ms(sorted[0].lcp),
        TTFB: ms(median.ttfb),
        'load delay': median.resource ? ms(median.resource.start - median.ttfb) : 0,
        load: median.resource ? ms(median.resource.end - median.resource.start) : 0,
        'render delay': ms(median.lcp - loaded),
        FCP: ms(median.fcp),
        element: median.el,
        CLS: Math.max(...visits.map((v) => v.cls)).toFixed(3),
      };
      console.error(`${path} ${ms(median.lcp)} ms (${visits.map((v) => ms(v.lcp)).join(', ')}) ${median.el}`);
    }
    console.log(`\nphone 390x844, slow 4G (150 ms, 1.6 Mbps), CPU 4x slower, empty cache, median of ${RUNS}; targets LCP <= ${TARGET_MS} ms, CLS <= 0.05`);
    console.log(`load average (1/5/15 min) before: ${loadBefore}, after: ${loadAverage()}; ${os.availableParallelism()} cores`);
    console.table(rows);
    const over = Object.entries(rows).filter(([, row]) => Number(row['LCP ms']) > TARGET_MS);
    const all = Object.values(rows)
      .map((row) => Number(row['LCP ms']))
      .sort((a, b) => a - b);
    console.log(
      `${all.length - over.length} of ${all.length} PASS; median ${all[Math.floor(all.length / 2)]} ms, worst ${all.at(-1)} ms; over ${TARGET_MS} ms: ${over.length ? over.map(([p]) => p).join(' ') : 'none'}`,
    );
  } finally {
    await browser.close();
    app.stop();
  }
}

main();
