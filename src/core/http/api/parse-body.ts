import type { Context } from 'hono';
import type { z } from 'zod';
import { UserError } from '../../errors';
import { appText } from '../../../shared/i18n/app';

/** Reads JSON, urlencoded or multipart bodies alike (the spec sends both) into a plain object. */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body = await c.req.json();
      if (body === null || typeof body !== 'object') throw new UserError('input.unreadable', appText('common.body.notObject'));
      return body as Record<string, unknown>;
    }
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      return (await c.req.parseBody({ all: false })) as Record<string, unknown>;
    }
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError('input.unreadable', appText('common.body.unreadable'));
  }
  return {};
}

/** The first issue's message is the one the user sees. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue?.message ?? appText('common.invalidInput');
}
