import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandsServerGuard } from './islands-server-guard';

const root = path.resolve(import.meta.dirname, '../..');

/** What the build's resolveId hook says about `source` imported by `importer` (relative to the root). */
function verdict(source: string, importer: string): string | null {
  const plugin = islandsServerGuard();
  (plugin.configResolved as (config: { root: string }) => void)({ root });
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  try {
    (plugin.resolveId as (this: typeof context, source: string, importer?: string) => unknown).call(context, source, path.join(root, importer));
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the client build refuses imports outside the client folders', () => {
  it('lets islands import src/shared, src/shared/client, src/core/rendering/hydration, the public sections and the styles', () => {
    expect(verdict('../src/shared/wedding/record', 'islands/Builder.tsx')).toBeNull();
    expect(verdict('../../src/shared/client/api', 'islands/builder/x.ts')).toBeNull();
    expect(verdict('../src/core/rendering/hydration/define-island', 'islands/Countdown.tsx')).toBeNull();
    expect(verdict('../../src/features/site/views/site/WeddingSite', 'islands/builder/Preview.tsx')).toBeNull();
    expect(verdict('../src/features/rsvp/views/guest-forms/FindForm', 'islands/RsvpForm.tsx')).toBeNull();
    expect(verdict('./base.css', 'src/styles/entry.ts')).toBeNull();
    expect(verdict('react', 'islands/Countdown.tsx')).toBeNull();
  });

  it('fails on the domain, the database, the server, env and server packages, directly or through a shared file', () => {
    expect(verdict('../src/features/weddings/domain/update-wedding', 'islands/Builder.tsx')).toMatch(/src\/features\/weddings\/domain\/update-wedding/);
    expect(verdict('../../core/db/schema', 'src/shared/wedding/record.ts')).toMatch(/src\/core\/db\/schema/);
    expect(verdict('../src/app', 'islands/Builder.tsx')).toMatch(/src\/app/);
    expect(verdict('../src/core/config/env', 'islands/Builder.tsx')).toMatch(/src\/core\/config\/env/);
    expect(verdict('../src/features/email/views/render', 'islands/Builder.tsx')).toMatch(/src\/features\/email\/views/);
    expect(verdict('../src/core/rendering/components/Document', 'islands/Builder.tsx')).toMatch(/src\/core\/rendering\/components\/Document/);
    expect(verdict('node:fs', 'islands/Builder.tsx')).toMatch(/server package "node:fs"/);
    expect(verdict('hono/client', 'islands/Builder.tsx')).toMatch(/server package "hono\/client"/);
  });
});
