import fs from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Countdown from '../../islands/Countdown';
import { AFTER_LOAD_ENTRY } from '../../src/core/rendering/hydration/after-load-markup';
import { entryFiles, islandEntryKey, readManifest, STYLES_ENTRY } from '../../src/core/rendering/hydration/manifest';
import { Island } from '../../src/core/rendering/hydration/Island';
import { Document } from '../../src/core/rendering/components/Document';
import { createTestApp } from '../helpers/app';
import { tempDir } from '../helpers/tmp';
import { seed } from '../../src/seed/seed';
import { env } from '../../src/core/config/env';

/** The island scripts a guest page lists for its loader (after-load.ts). */
function afterLoadScripts(html: string): string[] {
  return JSON.parse(/<script type="application\/json" data-after-load="">([^<]*)<\/script>/.exec(html)?.[1] ?? '{"js":[]}').js;
}

function propsScripts(html: string) {
  return [...html.matchAll(/<script type="application\/json" data-island-props="([^"]+)">([^<]*)<\/script>/g)];
}

describe('islands on the server', () => {
  it('renders the island markup in a wrapper with its props beside it, and its script at the end', () => {
    const date = '2030-01-02T03:04:05.000Z';
    const html = renderToString(
      <Document title="t">
        <Island island={Countdown} props={{ date, style: 'style2', renderedAt: '2030-01-01T03:04:05.000Z' }} />
      </Document>,
    );
    expect(html).toMatch(/<wb-island data-island="Countdown" data-id="countdown1" style="display:contents"><div class="countdown countdown--boxed"/);
    expect(html).toContain('<span class="countdown__value">1</span><span class="countdown__label">Day</span>');
    const [props] = propsScripts(html);
    expect(props[1]).toBe('countdown1');
    expect(JSON.parse(props[2])).toEqual({ date, style: 'style2', renderedAt: '2030-01-01T03:04:05.000Z' });
    const { file } = entryFiles(readManifest(), islandEntryKey('Countdown'));
    expect(html).toContain(`<script type="module" src="/${file}"></script></body>`);
  });

  it('gives every island on a page its own id and ships each island script once', () => {
    const props = { date: null, style: 'style1' as const, renderedAt: new Date().toISOString() };
    const html = renderToString(
      <Document>
        <Island island={Countdown} props={props} />
        <Island island={Countdown} props={props} />
      </Document>,
    );
    expect(propsScripts(html).map((m) => m[1])).toEqual(['countdown1', 'countdown2']);
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
  });

  it('rejects props that do not match the island schema', () => {
    expect(() =>
      renderToString(
        <Document>
          <Island island={Countdown} props={{ date: 'not a date', style: 'style1', renderedAt: 'nope' }} />
        </Document>,
      ),
    ).toThrow();
  });

  it('fails loudly when the build has no bundle for an island', () => {
    expect(() => entryFiles(readManifest(), islandEntryKey('NoSuchIsland'))).toThrow(/no such entry/);
  });
});

describe('pages and their scripts', () => {
  it('a page without islands ships no module script', async () => {
    const { app } = createTestApp();
    const html = await (await app.request('/')).text();
    expect(html).toContain('Most popular');
    expect(html).not.toContain('<script type="module"');
  });

  it('the demo wedding ships only the countdown bundle', async () => {
    const { app, db } = createTestApp();
    await seed(db, { adminPassword: 'x-password-123' });
    const html = await (await app.request('/demo')).text();
    expect(html).toContain('Amelia &amp; Jonah');
    // A guest page: the loader imports the listed islands once the page has loaded (after-load.ts).
    expect(html.match(/<script type="module" src="[^"]+"/g)).toEqual([`<script type="module" src="/${entryFiles(readManifest(), AFTER_LOAD_ENTRY).file}"`]);
    expect(afterLoadScripts(html)).toEqual([`/${entryFiles(readManifest(), islandEntryKey('Countdown')).file}`]);
  });

  it('each app reads its own client build once (the manifest is per app, not per process)', async () => {
    const clientDir = tempDir('client');
    const write = (countdownFile: string) => {
      fs.mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
      const manifest = {
        ...readManifest(),
        [islandEntryKey('Countdown')]: { file: countdownFile, src: islandEntryKey('Countdown'), isEntry: true },
      };
      fs.writeFileSync(path.join(clientDir, '.vite/manifest.json'), JSON.stringify(manifest));
      // The site's stylesheet too: guest pages inline its first-screen rules from the build they read.
      for (const css of entryFiles(manifest, STYLES_ENTRY).css) {
        fs.mkdirSync(path.dirname(path.join(clientDir, css)), { recursive: true });
        fs.copyFileSync(path.join(env().clientBuildDir, css), path.join(clientDir, css));
      }
    };
    const countdownScripts = async (app: ReturnType<typeof createTestApp>['app']) => afterLoadScripts(await (await app.request('/demo')).text());
    write('assets/Countdown-first.js');
    const first = createTestApp({ env: { CLIENT_BUILD_DIR: clientDir } });
    await seed(first.db, { adminPassword: 'x-password-123' });
    expect(await countdownScripts(first.app)).toEqual(['/assets/Countdown-first.js']);
    write('assets/Countdown-second.js');
    // The first app keeps the build it read; a new app (a restart) reads the new one.
    expect(await countdownScripts(first.app)).toEqual(['/assets/Countdown-first.js']);
    const second = createTestApp({ env: { CLIENT_BUILD_DIR: clientDir } });
    await seed(second.db, { adminPassword: 'x-password-123' });
    expect(await countdownScripts(second.app)).toEqual(['/assets/Countdown-second.js']);
  });
});
