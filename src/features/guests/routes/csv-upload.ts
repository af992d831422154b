import { z } from 'zod';
import { IMPORT_MAX_BYTES } from '../domain/csv-import';
import { UserError } from '../../../core/errors';
import { appText } from '../../../shared/i18n/app';

const TOO_LARGE = appText('guests.import.tooLarge');
const NO_FILE = appText('guests.import.noFile');

/**
 * The CSV of an import request (the actions' input): a multipart upload (field `file`), the text itself in
 * a `csv` field (JSON or form; the no-JS preview posts it back this way), or a text/csv body (read into `csv`).
 */
export const csvUploadSchema = z.object({
  file: z.union([z.file(), z.string()], NO_FILE).optional(),
  csv: z.string(NO_FILE).optional(),
});
export type CsvUpload = z.output<typeof csvUploadSchema>;

/** The import actions read a text body into `csv` (src/core/actions). */
export const CSV_TEXT_BODY = { field: 'csv', type: 'text/csv' } as const;

/** The CSV's text. The body as a whole was limited while it streamed in; the file is checked here and its text again by the importer. */
export async function csvText(upload: CsvUpload): Promise<string> {
  const value = upload.file ?? upload.csv;
  let text: string;
  if (value instanceof File) {
    if (value.size > IMPORT_MAX_BYTES) throw new UserError('upload.too-large', TOO_LARGE);
    text = await value.text();
  } else if (typeof value === 'string') {
    text = value;
  } else {
    throw new UserError('upload.no-file', NO_FILE);
  }
  if (text.trim() === '') throw new UserError('upload.no-file', NO_FILE);
  return text;
}
