import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiCodeOf, ERROR_CODES, type ErrorCode } from './error-codes';
import { UserError } from './errors';

const root = path.resolve(import.meta.dirname, '../..');
const CODES = Object.keys(ERROR_CODES) as ErrorCode[];

/** The domain's sources: src/domain today, src/features/<feature>/domain after the feature-folder move. */
function domainFiles(): string[] {
  const dirs = [path.join(root, 'src/domain')].filter((dir) => fs.existsSync(dir));
  const features = path.join(root, 'src/features');
  if (fs.existsSync(features)) {
    for (const feature of fs.readdirSync(features)) {
      const domain = path.join(features, feature, 'domain');
      if (fs.existsSync(domain)) dirs.push(domain);
    }
  }
  return dirs.flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      // The table itself is where the statuses live (it moves to the kernel with the feature folders).
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('error-codes.ts'))
      .map((file) => path.join(dir, file)),
  );
}

/** `new UserError(` (or a subclass's `super(`) given an HTTP status instead of a code. */
const STATUS_THROW = /new\s+\w*Error\(\s*\d{3}\b|super\(\s*\d{3}\b/;

function sourcesOutsideTable(): string {
  const files = fs.readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  return files
    .filter((file) => !file.endsWith('error-codes.ts') && !/\.test\.tsx?$/.test(file))
    .map((file) => fs.readFileSync(path.join(root, 'src', file), 'utf8'))
    .join('\n');
}

describe('error codes', () => {
  it('are <area>.<reason>, each with a 4xx/5xx status and a page behaviour', () => {
    expect(CODES.length).toBeGreaterThan(50);
    for (const code of CODES) {
      expect(code).toMatch(/^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/);
      const entry = ERROR_CODES[code];
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(['rerender', 'not-found', 'error-page', 'redirect-password', 'redirect-offline'], code).toContain(entry.page);
      // Every 404 is the not-found page, and only 404s are.
      expect(entry.page === 'not-found', code).toBe(entry.status === 404);
    }
  });

  it('a UserError takes its status and page behaviour from the table', () => {
    const closed = new UserError('rsvp.closed', 'RSVP is closed for this wedding');
    expect([closed.code, closed.status, closed.page, closed.message]).toEqual(['rsvp.closed', 423, 'redirect-offline', 'RSVP is closed for this wedding']);
    expect(new UserError('wedding.conflict', 'x').status).toBe(409);
    expect(new UserError('events.not-found', 'x').page).toBe('not-found');
  });

  it('the API body names the code, or the name the spec gave it earlier', () => {
    expect(apiCodeOf('wedding.conflict')).toBe('wedding.conflict');
    expect(apiCodeOf('email.bulk-limit')).toBe('BULK_LIMIT_EXCEEDED');
    expect(apiCodeOf('plan.guest-limit')).toBe('GUEST_LIMIT_REACHED');
    expect(apiCodeOf('plan.pro-required')).toBe('PRO_REQUIRED');
  });

  it('every code in the table is used somewhere in src (no dead codes)', () => {
    const sources = sourcesOutsideTable();
    const unused = CODES.filter((code) => !sources.includes(`'${code}'`));
    expect(unused).toEqual([]);
  });

  it('no HTTP status number is thrown in the domain', () => {
    // The check itself catches what it is meant to catch.
    expect(STATUS_THROW.test("throw new UserError(404, 'Guest not found')")).toBe(true);
    expect(STATUS_THROW.test('super(400, firstError(errors))')).toBe(true);
    expect(STATUS_THROW.test("throw new UserError('guest.not-found', 'Guest not found')")).toBe(false);
    const files = domainFiles();
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${path.relative(root, file)}:${index + 1}` }))
        .filter(({ line }) => STATUS_THROW.test(line) || /\bstatus:\s*\d{3}\b/.test(line) || /\.status\s*[!=]==?\s*\d{3}\b/.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
