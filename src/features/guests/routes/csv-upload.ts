import type { Context } from 'hono';
import { IMPORT_MAX_BYTES } from '../domain/csv-import';
import { UserError } from '../../../core/errors';
import { readBody } from '../../../core/http/api/parse-body';

const TOO_LARGE = 'The file is larger than 1 MB';
const NO_FILE = 'Choose a CSV file to import';

/**
 * The CSV of an import request: a text/csv body, a multipart upload (field `file`), or the
 * text itself in a `csv` field (JSON or form; the no-JS preview posts it back this way).
 */
export async function readCsvUpload(c: Context): Promise<string> {
  // The body as a whole was limited while it streamed in (middleware/body-limit.ts); the file
  // itself is checked here and its text again by the importer.
  const type = c.req.header('content-type') ?? '';
  let text: string;
  if (type.startsWith('text/')) {
    text = await c.req.text();
  } else {
    const body = await readBody(c);
    const value = body.file ?? body.csv;
    if (value instanceof File) {
      if (value.size > IMPORT_MAX_BYTES) throw new UserError('upload.too-large', TOO_LARGE);
      text = await value.text();
    } else if (typeof value === 'string') {
      text = value;
    } else {
      throw new UserError('upload.no-file', NO_FILE);
    }
  }
  if (text.trim() === '') throw new UserError('upload.no-file', NO_FILE);
  return text;
}
