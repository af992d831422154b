import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/core/config/env';
import { runScript } from '../helpers/processes';
import { tempDir } from '../helpers/tmp';

describe('bad configuration', () => {
  it('lists every bad value', () => {
    expect(() => parseEnv({ PORT: 'abc', SQLITE_SYNCHRONOUS: 'OFF' })).toThrow(/PORT: PORT must be a number[\s\S]*SQLITE_SYNCHRONOUS/);
  });

  it('PORT=abc stops the web process with a clear message, not a stack trace', async () => {
    const web = runScript('src/cli/web.ts', { PORT: 'abc', DATA_DIR: tempDir('cfg') });
    expect(await web.exited).toBe(1);
    expect(web.output()).toContain('[web] cannot start. Invalid configuration:');
    expect(web.output()).toContain('PORT must be a number');
    expect(web.output()).not.toMatch(/\n\s+at /);
  });

  it('production without PUBLIC_URL: web and worker refuse to start, with a clear message (issue 28 item 10)', async () => {
    const env = { NODE_ENV: 'production', PUBLIC_URL: '', PORT: '39872', DATA_DIR: tempDir('cfg') };
    const web = runScript('src/cli/web.ts', env);
    const worker = runScript('jobs/worker.ts', env);
    try {
      expect(await web.exited).toBe(1);
      expect(web.output()).toMatch(/\[web\] cannot start\. Invalid configuration:\n\s+- PUBLIC_URL: required in production/);
      expect(web.output()).not.toMatch(/\n\s+at /);
      expect(await worker.exited).toBe(1);
      expect(worker.output()).toMatch(/\[worker\] cannot start\. Invalid configuration:\n\s+- PUBLIC_URL: required in production/);
    } finally {
      await Promise.all([web.stop(), worker.stop()]);
    }
  }, 90_000);

  it('DATA_ENGINE is sqlite by default; postgres is accepted (issue 29 item 4); anything else is refused', () => {
    expect(parseEnv({}).DATA_ENGINE).toBe('sqlite');
    expect(parseEnv({ DATA_ENGINE: ' SQLite ' }).DATA_ENGINE).toBe('sqlite');
    expect(parseEnv({ DATA_ENGINE: 'postgres' }).DATA_ENGINE).toBe('postgres');
    expect(() => parseEnv({ DATA_ENGINE: 'mysql' })).toThrow(/DATA_ENGINE: DATA_ENGINE must be sqlite or postgres/);
  });

  it('PUBLIC_URL must be an http(s) address', () => {
    expect(() => parseEnv({ PUBLIC_URL: 'wedding.example.com' })).toThrow(/PUBLIC_URL: must be the address/);
    expect(parseEnv({ PUBLIC_URL: 'https://wedding.example.com/' }).publicOrigin).toBe('https://wedding.example.com');
    expect(parseEnv({ PORT: '4000' }).publicOrigin).toBe('http://localhost:4000');
  });

  it('an unusable DATABASE_PATH stops start-up with a clear message (after the TRUST_PROXY warning, issue 28 item 16)', async () => {
    const dir = tempDir('cfg');
    const blocker = path.join(dir, 'a-file');
    fs.writeFileSync(blocker, 'not a folder');
    const web = runScript('src/cli/web.ts', { PORT: '39871', DATA_DIR: dir, DATABASE_PATH: path.join(blocker, 'vowly.db'), TRUST_PROXY: '1' });
    expect(await web.exited).toBe(1);
    expect(web.output()).toContain('Cannot open the SQLite database at');
    // A hop count while listening on every interface (HOST's default 0.0.0.0).
    expect(web.output()).toContain('[web] TRUST_PROXY=1 believes X-Forwarded-For from whoever connects, and HOST=0.0.0.0');
    expect(web.output()).not.toMatch(/\n\s+at /);
  });
});
