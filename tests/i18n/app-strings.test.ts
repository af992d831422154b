import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { literalStrings } from './literal-strings';

/**
 * Issue 27 item 4: every string Vowly writes for a person, on the guests' side and in the couple's app, comes from a
 * message catalogue (src/shared/i18n/locales for guests, src/shared/i18n/app for the couple), so the app can follow
 * the guests into other languages. Operators' texts are not the app's: the CLI, the build, the demo's seed content,
 * the configuration's startup errors, the metrics endpoint and the OpenAPI document (for developers).
 */
const OPERATORS = /^src\/(cli|build|seed|core\/config|core\/http\/metrics|core\/http\/openapi)/;

function sourceFiles(): string[] {
  return ['src', 'islands', 'jobs']
    .flatMap((root) => (readdirSync(root, { recursive: true }) as string[]).map((file) => `${root}/${file}`))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\/tests\//.test(file) && !OPERATORS.test(file))
    .sort();
}

describe('strings written out in the source', () => {
  it('none outside the catalogues', () => {
    const written = sourceFiles().flatMap((file) => literalStrings(file).map(({ line, text }) => `${file}:${line} ${text}`));
    expect(written).toEqual([]);
  });

  it('finds the kinds of strings a person reads (the checks above can fail)', () => {
    const source = `
      const a = <p title="Remove guest">Guests &nbsp;</p>;
      const b = <span>{saved ? 'Saved' : 'Saving…'}</span>;
      const c = () => { throw new UserError('guests.limit', \`At most \${n} guests\`); };
      const d = z.string().min(1, 'Please enter a name');
      setFlash(c, 'Guest Added', 'success');
      return apiError(c, 'guests.limit', 'Guest limit reached');
      const e = { msg: 'Not found' };
      const fine = <p className="flex gap-2" title={t('guests.remove')}>{t('guests.count', { count })} · Vowly &nbsp;</p>;`;
    expect(literalStrings('example.tsx', source).map(({ text }) => text)).toEqual([
      'Remove guest',
      'Guests &nbsp;',
      'Saved',
      'Saving…',
      'At most   guests',
      'Please enter a name',
      'Guest Added',
      'Guest limit reached',
      'Not found',
    ]);
  });
});
