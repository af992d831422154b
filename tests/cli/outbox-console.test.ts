// Issue 12 item 16: without an e-mail provider (no RESEND_API_KEY), `npm start` prints one line per
// e-mail the outbox keeps (recipient, subject, main link), enough to finish a registration and a
// password reset from the console alone.
import { describe, expect, it } from 'vitest';
import { freePort, runScript } from '../helpers/processes';
import { tempDir } from '../helpers/tmp';

describe('npm start without RESEND_API_KEY', () => {
  it('prints recipient, subject and main link of each kept e-mail; the links finish a registration and a reset', async () => {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const start = runScript('src/cli/start.ts', {
      DATA_DIR: tempDir('outbox-console'),
      PORT: String(port),
      ADMIN_PASSWORD: 'outbox-test-password',
      RESEND_API_KEY: '',
      LOG_FORMAT: 'pretty', // as in a terminal, where a person reads these lines (off one, each is a JSON object)
    });
    try {
      await start.waitFor(/Vowly is running at/, 60_000);
      const post = (path: string, body: Record<string, unknown>) =>
        fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body), redirect: 'manual' });

      const email = 'new.couple@example.com';
      expect(
        (await post('/api/v1/auth/register', { name: 'New Couple', email, password: 'a long enough password', confirmPassword: 'a long enough password' }))
          .status,
      ).toBe(201);
      const verifyLine = new RegExp(`\\[outbox\\] to ${email.replace('.', '\\.')} · Confirm your Vowly account · (${origin}/user/verify-email\\?token=\\S+)`);
      await start.waitFor(verifyLine, 30_000);
      const verifyLink = verifyLine.exec(start.output())![1]!;
      const verified = await fetch(verifyLink);
      expect(verified.status).toBe(200);
      expect((await post('/api/v1/auth/login', { email, password: 'a long enough password' })).status).toBe(200);

      expect((await post('/api/v1/auth/forgot-password', { email })).status).toBe(200);
      const resetLine = new RegExp(
        `\\[outbox\\] to ${email.replace('.', '\\.')} · Reset your Vowly password · (${origin}/user/reset-password\\?token=(\\S+?)&expiresAt=\\d+)`,
      );
      await start.waitFor(resetLine, 30_000);
      const token = decodeURIComponent(resetLine.exec(start.output())![2]!);
      expect((await post('/api/v1/auth/reset-password', { token, password: 'another long password', confirmPassword: 'another long password' })).status).toBe(
        200,
      );
      expect((await post('/api/v1/auth/login', { email, password: 'another long password' })).status).toBe(200);
      // One line per e-mail, nothing else about it.
      expect(start.output().match(/\[outbox\] to new\.couple@example\.com/g)).toHaveLength(2);
    } finally {
      await start.stop('SIGTERM');
    }
  }, 120_000);
});
