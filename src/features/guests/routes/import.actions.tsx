// The CSV import as two actions (issue 29 item 2), each mounted at two addresses with one input and one output:
//   preview  POST /api/v1/guest-list/import/preview  and the page's POST /app/guest-list/import/preview → 200 { rows, summary, msg? }
//   import   POST /api/v1/guest-list/import          and the page's POST /app/guest-list/import         → 201 { msg, imported, skipped, … }
// The file comes as text/csv, a multipart `file` or a `csv` field (csv-upload.ts), within the CSV body limit.
// The page's preview answers with the preview page; its import with a 303 to the list and the toast, or the
// preview again with the reason (over the limit, nothing new), or the list with the problem when the file
// itself cannot be read.
import type { Context } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../core/actions/define-action';
import type { ActionProblem } from '../../../core/actions/define-action';
import type { OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requireApiOwner, requirePageOwner } from '../../../core/http/middleware/guards';
import { appPage } from '../../weddings/web';
import type { ImportRow } from '../domain/csv-import';
import { importGuests, previewImport } from '../domain/guest-list';
import { ImportPreviewPage } from '../views/ImportPreviewPage';
import { CSV_TEXT_BODY, csvText, csvUploadSchema, type CsvUpload } from './csv-upload';
import { guestList, listOwner, listTotals } from './list-context';
import { appText } from '../../../shared/i18n/app';

export function importRowJson(row: ImportRow) {
  return {
    line: row.line,
    name: row.name,
    email: row.email,
    household: row.household,
    plusOneAllowed: row.plusOneAllowed,
    plusOneName: row.plusOneName,
    status: row.guest?.status ?? 'Awaiting',
    /** The guest's language read from a Language column (issue 27), or null. */
    language: row.guest?.language ?? null,
    errors: row.errors,
    duplicate: row.duplicate,
  };
}

export function importedText(count: number) {
  return count === 1 ? '1 guest imported' : `${count} guests imported`;
}

const rowSchema = z.object({
  line: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  household: z.string().nullable(),
  plusOneAllowed: z.boolean(),
  plusOneName: z.string().nullable(),
  status: z.string(),
  language: z.string().nullable(),
  errors: z.array(z.string()),
  duplicate: z.union([z.object({ of: z.literal('file'), line: z.number() }), z.object({ of: z.literal('list') })]).nullable(),
});
const previewAnswer = z.object({
  rows: z.array(rowSchema),
  summary: z.object({
    rows: z.number(),
    toImport: z.number(),
    duplicates: z.number(),
    invalid: z.number(),
    seatsToAdd: z.number(),
    seatsUsed: z.number(),
    guestLimit: z.number(),
    fitsLimit: z.boolean(),
  }),
  msg: z.string().optional(),
});
const countsSchema = z.object({ total: z.number(), plusOnes: z.number(), Awaiting: z.number(), Accepted: z.number(), Declined: z.number() });
const importAnswer = z.object({
  msg: z.string(),
  imported: z.number(),
  skipped: z.array(rowSchema),
  counts: countsSchema,
  seatsUsed: z.number(),
  guestLimit: z.number(),
});

const preview = {
  summary: 'Preview a CSV import row by row (names, e-mails, households, plus-ones, duplicates, errors), writing nothing',
  bodyLimit: 'csv' as const,
  textBody: CSV_TEXT_BODY,
  input: csvUploadSchema,
  output: previewAnswer,
  run: async (c: Context<OwnerEnv>, input: CsvUpload): Promise<z.output<typeof previewAnswer>> => {
    const found = await previewImport(guestList(c), listOwner(c), await csvText(input));
    return { rows: found.rows.map(importRowJson), summary: found.summary, ...(found.msg ? { msg: found.msg } : {}) };
  },
};

const commit = {
  summary: "Import a CSV's valid new rows (all or nothing within the plan's seats); the skipped rows are listed",
  bodyLimit: 'csv' as const,
  textBody: CSV_TEXT_BODY,
  input: csvUploadSchema,
  output: importAnswer,
  status: 201 as const,
  run: async (c: Context<OwnerEnv>, input: CsvUpload): Promise<z.output<typeof importAnswer>> => {
    const owner = listOwner(c);
    const repository = guestList(c);
    const { rows, summary } = await importGuests(repository, owner, await csvText(input));
    return {
      msg: importedText(summary.toImport),
      imported: summary.toImport,
      skipped: rows.filter((row) => row.errors.length > 0 || row.duplicate).map(importRowJson),
      ...(await listTotals(repository, owner)),
    };
  },
};

/** Mounted at /api/v1/guest-list. */
export const importApiActions = [
  defineAction({ method: 'POST', path: '/import/preview', guard: requireApiOwner, ...preview }),
  defineAction({ method: 'POST', path: '/import', guard: requireApiOwner, ...commit }),
];

/** The list again with the import's problem (the guest list page's renderList). */
export type RenderImportError = (c: Context<OwnerEnv>, options: { importError: string; status: 400 | 403 | 404 | 409 | 413 }) => Promise<Response>;

function pageStatus(status: number): 400 | 403 | 404 | 409 | 413 {
  return ([400, 403, 404, 409, 413] as const).find((s) => s === status) ?? 400;
}

/** Mounted at /app/guest-list, before the guest's own `/:guestId` forms. */
export function importPageActions(render: RenderImportError) {
  const listWithProblem = (c: Context<OwnerEnv>, problem: ActionProblem) => render(c, { importError: problem.msg, status: pageStatus(problem.status) });
  return [
    defineAction({
      method: 'POST',
      path: '/import/preview',
      guard: requirePageOwner,
      ...preview,
      form: {
        onSuccess: async (c, result, input) =>
          appPage(c, appText('guests.import.title'), <ImportPreviewPage preview={result} csv={await csvText(input)} pro={c.var.pro} />),
        onError: (c, problem) => listWithProblem(c, problem),
      },
    }),
    defineAction({
      method: 'POST',
      path: '/import',
      guard: requirePageOwner,
      ...commit,
      form: {
        onSuccess: (c, result) => {
          setFlash(c, importedText(result.imported));
          return c.redirect('/app/guest-list', 303);
        },
        // Over the limit, or nothing new: the preview again, with the reason; a file that cannot be read: the list.
        onError: async (c, problem, submitted) => {
          let again;
          try {
            const csv = await csvText(csvUploadSchema.parse(submitted));
            again = { csv, preview: await preview.run(c, { csv }) };
          } catch {
            return listWithProblem(c, problem);
          }
          c.status(pageStatus(problem.status));
          return appPage(c, appText('guests.import.title'), <ImportPreviewPage preview={again.preview} csv={again.csv} pro={c.var.pro} error={problem.msg} />);
        },
      },
    }),
  ];
}
