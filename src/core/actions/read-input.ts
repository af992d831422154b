// Reads an action's input from the request: a JSON body is parsed by the action's zod schema as it is;
// a form (urlencoded or multipart) goes through conform's parseWithZod, which builds nested values from
// the field names (`guests[0].name`, `answers.meal`) and reports problems by the same names.
// A text body (`text/csv`) is read whole into the action's `textBody` field; a multipart file stays a File.
// Values stay as the form sent them (no auto coercion): the schemas already take a form's strings,
// as the API has always accepted JSON and forms alike (product.md §7).
import { formatPaths } from '@conform-to/dom';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Context } from 'hono';
import type { z } from 'zod';
import { UserError } from '../errors';
import { readBody } from '../http/api/parse-body';
import { appText } from '../../shared/i18n/app';

export type ActionInput<T> =
  | { ok: true; value: T; submitted: Record<string, unknown> }
  | { ok: false; msg: string; errors: Record<string, string>; submitted: Record<string, unknown> };

export function isFormBody(c: Context): boolean {
  const type = c.req.header('content-type') ?? '';
  return type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data');
}

/** The whole form's problems are under `form`; a field's under its name. */
function fieldName(name: string) {
  return name === '' ? 'form' : name;
}

function firstMessages(entries: [string, string | undefined][]) {
  const errors: Record<string, string> = {};
  for (const [name, message] of entries) if (message !== undefined) errors[fieldName(name)] ??= message;
  const msg = Object.values(errors)[0] ?? appText('common.invalidInput');
  return { msg, errors };
}

async function formData(c: Context): Promise<FormData> {
  try {
    return await c.req.formData();
  } catch {
    throw new UserError('input.unreadable', appText('common.body.unreadable'));
  }
}

function isTextBody(c: Context) {
  return (c.req.header('content-type') ?? '').startsWith('text/');
}

/**
 * `checkboxes`: the no-JS form's checkbox names, absent when unticked (read as 'false');
 * `textField`: the field a text body (`text/csv`) is read into.
 */
export async function readActionInput<S extends z.ZodType>(
  c: Context,
  schema: S,
  checkboxes: readonly string[] = [],
  textField?: string,
): Promise<ActionInput<z.output<S>>> {
  if (isFormBody(c)) {
    const fields = await formData(c);
    for (const name of checkboxes) if (!fields.has(name)) fields.set(name, 'false');
    const submission = parseWithZod(fields, { schema, disableAutoCoercion: true });
    const submitted = (submission.payload ?? {}) as Record<string, unknown>;
    if (submission.status === 'success') return { ok: true, value: submission.value, submitted };
    return { ok: false, submitted, ...firstMessages(Object.entries(submission.error ?? {}).map(([name, messages]) => [name, messages?.[0]])) };
  }
  const body = textField && isTextBody(c) ? { [textField]: await c.req.text() } : await readBody(c);
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data, submitted: body };
  return {
    ok: false,
    submitted: body,
    ...firstMessages(result.error.issues.map((issue) => [formatPaths(issue.path.filter((key) => typeof key !== 'symbol')), issue.message])),
  };
}
