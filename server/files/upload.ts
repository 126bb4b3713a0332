import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '#domain/messages';
import { badRequest, HttpError } from '../http/errors';

/** What a file's first bytes say it is; the name and the declared type are never trusted. */
const SIGNATURES: { type: string; matches: (b: Buffer) => boolean }[] = [
  { type: 'application/pdf', matches: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  {
    type: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/webp',
    matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export const sniffDocumentType = (content: Buffer) => SIGNATURES.find((s) => s.matches(content))?.type;

/**
 * A file name fit to show and to offer on download: no path, no control characters, no bidi controls
 * (which make "evil\u202Efdp.exe" read as "evilexe.pdf"), not too long.
 */
export function cleanFileName(name: string | undefined, fallback = 'document') {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f"\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  return (base || fallback).slice(-200);
}

/** RFC 5987 ext-value: percent-encoded, and ' ( ) * too, which encodeURIComponent leaves as they are but attr-char does not allow. */
const extValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Content-Disposition for a download, safe for any name (RFC 6266 / 5987). */
export const attachmentHeader = (fileName: string, inline = false) =>
  `${inline ? 'inline' : 'attachment'}; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${extValue(fileName)}`;

export interface UploadedFile {
  fileName: string;
  declaredType: string;
  content: Buffer;
}
export interface UploadedForm {
  fields: Record<string, string>;
  /** The first file of the form. */
  file?: UploadedFile;
  /** Every file, by its form field name. */
  files: Record<string, UploadedFile>;
}

/** What an upload route checks while the form arrives, so that a refused file is never read whole. */
export interface UploadChecks {
  /** At most this many files (default 1). */
  maxFiles?: number;
  /**
   * Runs on the fields read so far when the first file part arrives, before a byte of it is read: they
   * are validated and the owner checked (the portal sends the owner's id and the document type before
   * the file). Throwing refuses the upload there: a file ahead of its fields is a 400, someone else's
   * record a 404, and neither costs a file read.
   */
  beforeFile?: (fields: Record<string, string>) => Promise<void>;
  /** Judges a file by its first bytes; throwing refuses it before the rest is read. */
  sniff?: (head: Buffer) => void;
}

/** Enough of a file to know its type (the longest signature, WebP's, needs 12 bytes). */
const HEAD_BYTES = 16;

type FilePart = Readable & { truncated?: boolean };

/**
 * A file part read chunk by chunk: its type judged as soon as its head has arrived, and the size cap
 * enforced while reading: busboy truncates the part at `fileSize` and says so ('limit'), which ends
 * the read at once instead of after the rest of the part has gone by.
 */
async function readFilePart(stream: FilePart, tooLarge: () => HttpError, sniff: UploadChecks['sniff']) {
  stream.once('limit', () => stream.destroy(tooLarge()));
  const chunks: Buffer[] = [];
  let size = 0;
  let judged = !sniff;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    // Busboy may have passed the cap (and said so) before this read began.
    if (stream.truncated) throw tooLarge();
    chunks.push(chunk);
    size += chunk.length;
    if (!judged && size >= HEAD_BYTES) {
      sniff!(Buffer.concat(chunks));
      judged = true;
    }
  }
  if (stream.truncated) throw tooLarge();
  const content = Buffer.concat(chunks);
  if (!judged && size > 0) sniff!(content);
  return content;
}

/**
 * A refused or broken form is read no further: the file part is let go, the parser unhooked, and what
 * the client still sends is discarded as it arrives (never kept), so the answer reaches a client that
 * is still sending instead of a reset. Past `discardBytes` more (a client that will not stop) the
 * connection is closed; a client that stalls instead is cut off by the request and connection timeouts.
 */
function stopReading(request: FastifyRequest, file: FilePart | undefined, discardBytes: number) {
  file?.destroy();
  const raw = request.raw;
  raw.unpipe();
  if (raw.readableEnded || raw.destroyed) return;
  let left = discardBytes;
  raw.on('data', (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) raw.destroy();
  });
  raw.resume();
}

/**
 * Reads a multipart form: its text fields and its files, streamed: the owner check runs before a file
 * is read, a file's type is judged from its first bytes, and none may pass `maxBytes` (a 413 with
 * `tooLargeMessage`) — so a refused upload costs neither the memory nor the time of reading it. A
 * request that is not multipart is a 400.
 */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
  tooLargeMessage: string,
  checks: UploadChecks = {},
): Promise<UploadedForm> {
  if (!request.isMultipart()) throw badRequest(MESSAGES.fileRequired);
  const maxFiles = checks.maxFiles ?? 1;
  const tooLarge = () => new HttpError(413, tooLargeMessage);
  const form: UploadedForm = { fields: {}, files: {} };
  let fieldsChecked = false;
  let checking = false;
  let reading: FilePart | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: maxFiles, fields: 20, fieldSize: 10_000 },
    })) {
      if (part.type === 'file') {
        reading = part.file;
        if (!fieldsChecked) {
          checking = true;
          await checks.beforeFile?.(form.fields);
          checking = false;
          fieldsChecked = true;
        }
        const content = await readFilePart(part.file, tooLarge, checks.sniff);
        reading = undefined;
        const file = { fileName: cleanFileName(part.filename), declaredType: part.mimetype, content };
        form.file ??= file;
        form.files[part.fieldname] = file;
      } else {
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    // What is left of the body (the rest of a refused file among it) could be as large as the files.
    stopReading(request, reading, maxBytes * maxFiles + 64 * 1024);
    // The route's own refusals (the fields, the owner, the type, the size) stand, and so does a fault
    // of its checks (the database); anything else that fails is the form's fault (cut short,
    // malformed, too many parts).
    if (error instanceof HttpError || checking) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw badRequest(MESSAGES.fileRequired);
  }
  return form;
}

const EXTENSION_OF: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** A stored file's name ends as its content is: "invoice.html" holding a PDF is kept as "invoice.pdf". */
export function nameForType(fileName: string, contentType: string) {
  const extension = EXTENSION_OF[contentType];
  if (!extension) return fileName;
  const base = fileName.replace(/\.[^.]*$/, '') || 'document';
  return `${base}.${extension}`;
}

/** The `sniff` check of document uploads: PDF, PNG, JPEG or WebP by their first bytes, else a 415. */
export const documentsOnly = (head: Buffer) => {
  if (!sniffDocumentType(head)) throw new HttpError(415, MESSAGES.fileTypeNotAllowed);
};

/**
 * A form's text fields, sent as JSON or as multipart (SPEC §7's multipart calls that carry no file):
 * the same fields either way, and a file part is refused before a byte of it is read.
 */
export async function formFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) return (request.body ?? {}) as Record<string, unknown>;
  const form = await readUpload(request, 1, MESSAGES.fileTooLarge, {
    beforeFile: () => Promise.reject(badRequest(MESSAGES.formTakesNoFile)),
  });
  return form.fields;
}
