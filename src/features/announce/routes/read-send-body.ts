import type { Context } from 'hono';
import { UserError } from '../../../core/errors';

/**
 * The send body as sent: a JSON array or object, or form entries where `guestIds` may repeat
 * (one checkbox per guest), so repeated keys are kept as lists.
 */
export async function readSendBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) return await c.req.json();
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
      const body: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(form)) {
        const key2 = key.endsWith('[]') ? key.slice(0, -2) : key;
        body[key2] = key2 === 'guestIds' ? value : Array.isArray(value) ? value.at(-1) : value;
      }
      if (typeof body.guestIds === 'string' && form[`guestIds[]`] !== undefined) body.guestIds = [body.guestIds];
      return body;
    }
  } catch {
    throw new UserError('input.unreadable', 'Request body could not be read');
  }
  return {};
}
