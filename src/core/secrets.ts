// One root secret signs everything the server must recognise later (personal RSVP links, local
// upload signatures, wedding access cookies). It is SESSION_SECRET when set, otherwise a random
// value generated once into DATA_DIR/secret, so a restart never invalidates links already sent.
// Each use gets its own derived key, so a value signed for one purpose is useless for another.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const rootSecrets = new Map<string, Buffer>();

function rootSecret(config: { SESSION_SECRET?: string; dataDir: string }): Buffer {
  const cacheKey = config.SESSION_SECRET ? `env:${config.SESSION_SECRET}` : `dir:${config.dataDir}`;
  const cached = rootSecrets.get(cacheKey);
  if (cached) return cached;
  let secret: Buffer;
  if (config.SESSION_SECRET) {
    secret = Buffer.from(config.SESSION_SECRET, 'utf8');
  } else {
    const file = path.join(config.dataDir, 'secret');
    if (!fs.existsSync(file)) {
      fs.mkdirSync(config.dataDir, { recursive: true });
      try {
        fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error; // another process won the race
      }
    }
    secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
  }
  rootSecrets.set(cacheKey, secret);
  return secret;
}

/** A key for one purpose ('rsvp-link', 'local-upload', 'wedding-access', …). */
export function derivedSecret(config: { SESSION_SECRET?: string; dataDir: string }, purpose: string): Buffer {
  return crypto.createHmac('sha256', rootSecret(config)).update(`vowly:${purpose}`).digest();
}

/** Hex HMAC-SHA256 of `value` under the purpose's key. */
export function signValue(config: { SESSION_SECRET?: string; dataDir: string }, purpose: string, value: string): string {
  return crypto.createHmac('sha256', derivedSecret(config, purpose)).update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
