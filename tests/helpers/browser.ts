import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type BrowserServer, type Locator, type Page } from 'playwright-core';
import { SESSION_COOKIE } from '../../src/core/http/middleware/session';
import { inject } from 'vitest';
import { openDatabase, type Db } from '../../src/core/db/connection';

// Debian's chromium-headless-shell first: the same Blink without the full browser's UI processes and Debian's
// launcher flags (GPU rasterization in software); the browser project's CPU time was about half of full Chromium's.
const FULL_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', ...FULL_CANDIDATES].filter(Boolean) as string[];

export const chromiumPath = CANDIDATES.find((p) => fs.existsSync(p));

if (!chromiumPath) {
  if (process.env.CI === 'true') {
    throw new Error('CI=true but no Chromium was found (install Debian chromium or set CHROMIUM_PATH)');
  }
  console.warn('\n!!! No Chromium found at /usr/bin/chromium or CHROMIUM_PATH: BROWSER TESTS ARE SKIPPED !!!\n');
}

/** Browser tests: `describe.skipIf(!hasBrowser)`. */
export const hasBrowser = Boolean(chromiumPath);

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Glyphs at their exact advances, as phones and desktop Chromium draw them (the headless shell hints and
  // rounds them by default, and tests/browser/font-subsets compares two font files' drawn widths).
  '--font-render-hinting=none',
];

/** A full Chromium of the caller's own, as visitors run it (outside the browser project: bench/lcp.ts). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: FULL_CANDIDATES.find((p) => fs.existsSync(p)) ?? chromiumPath, args: CHROMIUM_ARGS });
}

/** The browser project's one Chromium, started by its global setup; files connect to it. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
}

let lastAddress = 0;

/**
 * A client address of its own for every browser context: 10.<test process>.<n>. The shared server
 * trusts X-Forwarded-For from loopback, so one file's wrong passwords or unknown guest names never
 * fill another's rate-limit bucket.
 */
function nextClientAddress(): string {
  lastAddress += 1;
  return `10.${process.pid % 250}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

function withClientAddress(options: BrowserContextOptions = {}): BrowserContextOptions {
  return { ...options, extraHTTPHeaders: { 'X-Forwarded-For': nextClientAddress(), ...options.extraHTTPHeaders } };
}

/**
 * This file's connection to the browser project's Chromium. Every context (and `newPage`'s own
 * context) gets a client address of its own; `close()` closes this file's contexts and disconnects.
 */
export async function connectBrowser(): Promise<Browser> {
  const browser = await chromium.connect(inject('browserRun').wsEndpoint);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext(withClientAddress(options));
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    page.once('close', () => void context.close().catch(() => undefined));
    return page;
  };
  return browser;
}

/** A file as a test makes it in memory (its type follows from its name's extension). */
export interface FilePayload {
  name: string;
  buffer: Buffer;
}

/**
 * Picks files in a file input from files on disk, named as given. Playwright streams a file to the browser,
 * while a buffer given in memory is decoded from base64 by script in the page: a 10 MB file took 6 s that way
 * (0.9 s from disk) on an idle machine.
 */
export async function setInputFilesFromDisk(input: Locator, files: FilePayload | FilePayload[]): Promise<void> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'vowly-input-files-'));
  try {
    const paths: string[] = [];
    for (const file of [files].flat()) {
      const filePath = path.join(dir, String(paths.length), file.name);
      await fs.promises.mkdir(path.dirname(filePath));
      await fs.promises.writeFile(filePath, file.buffer);
      paths.push(filePath);
    }
    await input.setInputFiles(paths);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** The browser project's one web server (seeded, the demo with its pictures) and a connection to its database. */
export interface SharedServer {
  url: string;
  db: Db;
  /** Closes this file's database connection; the server itself lives for the whole project. */
  stop: () => Promise<void>;
}

export function useSharedServer(): SharedServer {
  const { url, dbPath } = inject('browserRun');
  const db = openDatabase(dbPath);
  return {
    url,
    db,
    stop: async () => {
      db.$client.close();
    },
  };
}

/** A browser context signed in with the session `token` on `url` (a 1280 × 900 desktop unless `options` say otherwise). */
export async function signedInContext(browser: Browser, url: string, token: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url }]);
  return context;
}

/** Waits `count` of the page's animation frames: the pace of a hand's input, and how long a frame's work takes. */
export async function animationFrames(page: Page, count = 1): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      }),
    count,
  );
}

/** Resolves once the element's scroll position has not moved for `frames` frames in a row (a scroll has settled). */
export async function scrollSettled(page: Page, selector: string, frames = 10): Promise<void> {
  await page.locator(selector).evaluate(
    (el, need) =>
      new Promise<void>((resolve) => {
        let last = `${el.scrollTop},${el.scrollLeft},${window.scrollY}`;
        let still = 0;
        const check = () => {
          const now = `${el.scrollTop},${el.scrollLeft},${window.scrollY}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= need) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    frames,
  );
}

/**
 * A one-finger horizontal swipe across 60% of the element, through Chromium's touch input, one
 * move per frame as a finger moves (an instant swipe is a fling, and a tap during a fling only stops it).
 */
export async function swipe(page: Page, selector: string, direction: 'left' | 'right'): Promise<void> {
  const box = (await page.locator(selector).boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  try {
    const y = Math.round(box.y + box.height / 2);
    const from = Math.round(box.x + box.width * (direction === 'left' ? 0.8 : 0.2));
    const to = Math.round(box.x + box.width * (direction === 'left' ? 0.2 : 0.8));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
    for (let step = 1; step <= 8; step++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: Math.round(from + ((to - from) * step) / 8), y }] });
      await animationFrames(page);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/** Waits until no CSS transition or Web Animation is running (e.g. a drag-and-drop's move or drop), then one more frame. */
export async function animationsFinished(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await animationFrames(page);
}
