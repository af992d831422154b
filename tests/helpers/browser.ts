import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
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

/** Folders of files picked in file inputs, removed when the file's browser closes. */
const pickedFileFolders = new Set<string>();

/**
 * This test process's Chromium, launched by its first browser file and shared by the files that follow it (files share
 * their worker's modules). Launched here, Playwright talks to it over a pipe from this process; one Chromium for the
 * whole project, started by the global setup, had Playwright's server in vitest's main process relay every message
 * to it over a WebSocket, which cost more CPU than a second Chromium. A Chromium that crashed or was closed is
 * launched anew. It stops with this process: Playwright kills it on exit, and it ends when its pipe closes.
 */
let processChromium: Promise<Browser> | undefined;

function launchProcessChromium(): Promise<Browser> {
  const launch = chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  launch.then(
    (browser) => browser.once('disconnected', () => processChromium === launch && (processChromium = undefined)),
    () => processChromium === launch && (processChromium = undefined),
  );
  return launch;
}

/**
 * This file's view of its test process's Chromium. Every context (and `newPage`'s own context) gets a client address
 * of its own; `close()` closes this file's contexts and leaves the browser to the process's next file.
 */
export async function connectBrowser(): Promise<Browser> {
  processChromium ??= launchProcessChromium();
  const shared = await processChromium;
  const contexts = new Set<BrowserContext>();
  const newContext = async (options?: BrowserContextOptions) => {
    const context = await shared.newContext(withClientAddress(options));
    contexts.add(context);
    context.once('close', () => contexts.delete(context));
    return context;
  };
  const newPage = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    const page = await context.newPage();
    page.once('close', () => void context.close().catch(() => undefined));
    return page;
  };
  const close = async () => {
    await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
    await Promise.all([...pickedFileFolders].map((dir) => fs.promises.rm(dir, { recursive: true, force: true })));
    pickedFileFolders.clear();
  };
  const own: Record<PropertyKey, unknown> = { newContext, newPage, close };
  return new Proxy(shared, { get: (target, property) => (property in own ? own[property] : Reflect.get(target, property)) });
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
  // Chromium reads a picked file when the page sends it, later than this call: the folder goes with the file's browser.
  pickedFileFolders.add(dir);
  const paths: string[] = [];
  for (const file of [files].flat()) {
    const filePath = path.join(dir, String(paths.length), file.name);
    await fs.promises.mkdir(path.dirname(filePath));
    await fs.promises.writeFile(filePath, file.buffer);
    paths.push(filePath);
  }
  await input.setInputFiles(paths);
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

/** Where review screenshots go (git-ignored): `SCREENSHOTS=1 npm test -- --project browser` fills it. */
export const SCREENS_DIR = path.resolve(import.meta.dirname, '../.tmp/screens');

/**
 * Screenshots are for people to look at and assert nothing, so they are taken only with SCREENSHOTS=1: a full page's
 * PNG costs Chromium a second or more of CPU, and the browser project took about 15 s longer with them always on.
 */
export const takeScreenshots = process.env.SCREENSHOTS === '1';

/** Saves a screenshot of the page (or of one element) as `SCREENS_DIR/<name>`, when screenshots are asked for. */
export async function reviewScreenshot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!takeScreenshots) return;
  const file = path.join(SCREENS_DIR, name);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  if ('mainFrame' in target) await target.screenshot({ path: file, fullPage: options.fullPage });
  else await target.screenshot({ path: file });
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
