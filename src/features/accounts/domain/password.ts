import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum (19 MiB, t=2, p=1). The native binding hashes on the libuv
// thread pool, so the event loop keeps serving pages while a login is checked.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const; // argon2id is the default algorithm

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
