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
  it('lets islands import src/shared, src/client, src/hydration, the public sections and the styles', () => {
    expect(verdict('../src/shared/wedding/record', 'islands/Builder.tsx')).toBeNull();
    expect(verdict('../../src/client/api', 'islands/builder/x.ts')).toBeNull();
    expect(verdict('../src/hydration/define-island', 'islands/Countdown.tsx')).toBeNull();
    expect(verdict('../../src/views/public/site/WeddingSite', 'islands/builder/Preview.tsx')).toBeNull();
    expect(verdict('../src/views/components/guest-forms/FindForm', 'islands/RsvpForm.tsx')).toBeNull();
    expect(verdict('./base.css', 'src/styles/entry.ts')).toBeNull();
    expect(verdict('react', 'islands/Countdown.tsx')).toBeNull();
  });

  it('fails on the domain, the database, the server, env and server packages, directly or through a shared file', () => {
    expect(verdict('../src/domain/wedding/update-wedding', 'islands/Builder.tsx')).toMatch(/src\/domain\/wedding\/update-wedding/);
    expect(verdict('../../db/schema', 'src/shared/wedding/record.ts')).toMatch(/src\/db\/schema/);
    expect(verdict('../src/server/app', 'islands/Builder.tsx')).toMatch(/src\/server\/app/);
    expect(verdict('../src/env', 'islands/Builder.tsx')).toMatch(/src\/env/);
    expect(verdict('../src/views/email/render', 'islands/Builder.tsx')).toMatch(/src\/views\/email/);
    expect(verdict('../src/views/components/Document', 'islands/Builder.tsx')).toMatch(/src\/views\/components\/Document/);
    expect(verdict('node:fs', 'islands/Builder.tsx')).toMatch(/server package "node:fs"/);
    expect(verdict('hono/client', 'islands/Builder.tsx')).toMatch(/server package "hono\/client"/);
  });
});
