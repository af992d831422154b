import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleEvent, createEventLogger, resolveLogFormat, routeConsole } from './logger';

const original = { log: console.log, info: console.info, debug: console.debug, warn: console.warn, error: console.error };
afterEach(() => Object.assign(console, original));

describe('process log', () => {
  it('auto is JSON in production off a terminal and readable in development or in a terminal', () => {
    expect(resolveLogFormat('auto', true, false)).toBe('json');
    expect(resolveLogFormat('auto', true, true)).toBe('pretty');
    expect(resolveLogFormat('auto', false, false)).toBe('pretty');
    expect(resolveLogFormat('json', false, true)).toBe('json');
    expect(resolveLogFormat('pretty', true, false)).toBe('pretty');
  });

  it('a console line becomes one JSON object, its tag a component and an Error its err field with the stack', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vowly-log-')), 'out.log');
    const logger = createEventLogger({ format: 'json', production: true, service: 'web', jsonFile: file });
    routeConsole(logger);
    console.error('[web] GET /x failed:', new Error('boom'));
    console.log('[outbox] to a@example.com · Hello');
    console.log('');
    console.warn('plain %s', 'warning');
    const lines = fs
      .readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ level: 50, service: 'web', component: 'web', msg: '[web] GET /x failed', err: { type: 'Error', message: 'boom' } });
    expect(lines[0].err.stack).toMatch(/boom\n\s+at /);
    expect(lines[1]).toMatchObject({ level: 30, component: 'outbox', msg: '[outbox] to a@example.com · Hello' });
    expect(lines[2]).toMatchObject({ level: 40, msg: 'plain warning' });
    expect(consoleEvent([new Error('only')]).message).toBe('only');
  });

  it('a pretty logger leaves the console alone', () => {
    const written: string[] = [];
    routeConsole(createEventLogger({ format: 'pretty', production: false, service: 'web', write: (line) => written.push(line) }));
    expect(console.log).toBe(original.log);
  });
});
