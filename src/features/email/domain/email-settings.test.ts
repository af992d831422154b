// The couple's e-mail settings (issue 29 item 7): whether opens count, from JSON true/false or the form's
// checkbox ('on' or absent), read and saved for the request's wedding (404 when it is gone).
import { describe, expect, it } from 'vitest';
import { UserError } from '../../../core/errors';
import { emailSettingsSchema, readEmailSettingsIn, saveEmailSettingsIn } from './email-settings';
import type { EmailSettingsRepository } from './repository/email-settings';

function repo(stored: Record<string, boolean>): EmailSettingsRepository {
  return {
    trackOpensOf: async (weddingId) => stored[weddingId],
    setTrackOpens: async (weddingId, trackOpens) => {
      if (!(weddingId in stored)) return false;
      stored[weddingId] = trackOpens;
      return true;
    },
  };
}

describe('email settings', () => {
  it("reads trackOpens from JSON booleans, 'true'/'false' or the checkbox's 'on', and refuses anything else", () => {
    const read = (trackOpens: unknown) => emailSettingsSchema.parse({ trackOpens }).trackOpens;
    expect([read(true), read(false), read('on'), read('true'), read('false')]).toEqual([true, false, true, true, false]);
    expect(emailSettingsSchema.safeParse({ trackOpens: 'yes' }).error?.issues[0]?.message).toBe('trackOpens must be true or false');
  });

  it("reads and saves the wedding's setting; a wedding that is gone is a 404", async () => {
    const stored = { w1: false };
    expect(await readEmailSettingsIn(repo(stored), 'w1')).toEqual({ trackOpens: false });
    expect(await saveEmailSettingsIn(repo(stored), 'w1', { trackOpens: true })).toEqual({ trackOpens: true });
    expect(stored).toEqual({ w1: true });
    for (const attempt of [readEmailSettingsIn(repo(stored), 'gone'), saveEmailSettingsIn(repo(stored), 'gone', { trackOpens: true })]) {
      const error = await attempt.catch((e: unknown) => e);
      expect([error instanceof UserError, (error as UserError).status]).toEqual([true, 404]);
    }
  });
});
