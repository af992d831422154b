// A streaming multipart/form-data reader for the image host's upload (issue 28 item 11), on
// @fastify/busboy (a well-kept streaming parser; a hand-written one would have to get boundaries
// split across chunks, part headers and limits right on its own). Text fields are read as they
// arrive; when the file part begins, the caller decides from the fields before it whether to take
// the file (the upload's signature travels there), and a refused file is not read any further. A
// taken file goes to a temporary file as it arrives, never into memory; a file or body past its
// limit is refused as soon as it crosses it, and whatever fails leaves no temporary file behind.
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import { newId } from '../../../shared/ids';

/** Not multipart, malformed, or cut off (the client went away). */
export class MultipartError extends Error {}
/** The file or the whole body passed its limit. */
export class MultipartTooLarge extends Error {}

export interface StreamedFile {
  /** The temporary file (the caller removes it when done with it). */
  path: string;
  bytes: number;
}

export interface StreamedMultipart {
  /** Text fields, first value of each name. */
  fields: Record<string, string>;
  /** The first file taken. */
  file?: StreamedFile;
  /** Every file taken, in order (at most maxFiles). */
  files: StreamedFile[];
}

export interface StreamMultipartOptions {
  /** The name of the one file part that is read; other file parts are skipped. */
  fileField: string;
  /**
   * Called when the file part begins, with the fields sent before it; throws to refuse the file,
   * which is then not read (the error is what streamMultipart throws).
   */
  acceptFile(fields: Record<string, string>): void;
  maxFileBytes: number;
  maxBodyBytes: number;
  /** How many parts named fileField are taken (default 1); each is checked by acceptFile. */
  maxFiles?: number;
  /** Where the temporary file is written. */
  tempDir: string;
}

/** Text fields are signatures, names and the like: small and few. */
const FIELD_LIMITS = { fields: 32, fieldNameSize: 100, fieldSize: 8 * 1024, parts: 40, headerPairs: 20 };

export async function streamMultipart(request: Request, options: StreamMultipartOptions): Promise<StreamedMultipart> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body || !/^multipart\/form-data\s*;/i.test(contentType)) throw new MultipartError('Not a multipart/form-data body');
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({ headers: { 'content-type': contentType }, limits: { ...FIELD_LIMITS, files: options.maxFiles ?? 1, fileSize: options.maxFileBytes } });
  } catch (error) {
    throw new MultipartError((error as Error).message);
  }

  let failure: { error: unknown } | undefined;
  let signalFailure!: () => void;
  const failed = new Promise<void>((resolve) => (signalFailure = resolve));
  const fail = (error: unknown) => {
    if (failure) return;
    failure = { error };
    signalFailure();
  };

  const fields: Record<string, string> = Object.create(null);
  const files: StreamedFile[] = [];
  const fileStreams: BusboyFileStream[] = [];
  const sinks: fs.WriteStream[] = [];
  const written: Promise<unknown>[] = [];
  parser.on('field', (name, value) => {
    if (!(name in fields)) fields[name] = value;
  });
  parser.on('file', (name, stream) => {
    if (name !== options.fileField || files.length >= (options.maxFiles ?? 1) || failure) return void stream.resume();
    try {
      options.acceptFile({ ...fields });
    } catch (error) {
      fail(error);
      return void stream.resume();
    }
    fs.mkdirSync(options.tempDir, { recursive: true });
    const taken: StreamedFile = { path: path.join(options.tempDir, `${newId()}.upload`), bytes: 0 };
    files.push(taken);
    fileStreams.push(stream);
    stream.on('limit', () => fail(new MultipartTooLarge('file too large')));
    stream.on('data', (chunk: Buffer) => (taken.bytes += chunk.length));
    const sink = fs.createWriteStream(taken.path, { flags: 'wx', mode: 0o600 });
    sinks.push(sink);
    written.push(pipeline(stream, sink).catch(fail));
  });
  parser.on('error', (error: Error) => fail(new MultipartError(error.message)));
  const finished = once(parser, 'finish').catch(() => {});

  const reader = request.body.getReader();
  let received = 0;
  try {
    while (!failure) {
      const next = await Promise.race([reader.read(), failed.then(() => undefined)]);
      if (!next) break;
      if (next.done) {
        parser.end();
        await Promise.race([finished, failed]);
        break;
      }
      received += next.value.length;
      if (received > options.maxBodyBytes) fail(new MultipartTooLarge('body too large'));
      else if (!parser.write(next.value)) await Promise.race([once(parser, 'drain').catch(() => {}), failed]);
    }
    // The temporary file is complete on disk before anyone reads it.
    if (!failure) await Promise.race([Promise.all(written), failed]);
  } catch (error) {
    // The body could not be read (the client went away mid-upload).
    fail(new MultipartError((error as Error).message));
  }
  if (!failure) return { fields, file: files[0], files };

  // The rest of the body is not read: the reader is let go, not cancelled (the HTTP server drains
  // or closes the connection after the answer; cancelling its body stream breaks that).
  try {
    reader.releaseLock();
  } catch {
    /* a read was still pending */
  }
  parser.destroy();
  // busboy's file stream says nothing when destroyed (the pipeline never settles): close the file.
  for (const stream of fileStreams) stream.destroy();
  for (const sink of sinks) {
    if (sink.closed) continue;
    const closed = new Promise<void>((resolve) => sink.once('close', () => resolve()));
    sink.destroy();
    await closed;
  }
  for (const file of files) await fs.promises.rm(file.path, { force: true });
  throw failure.error;
}
