import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../src/domain/messages';
import { badRequest, HttpError } from '../http/errors';

/** What a file's first bytes say it is; the name and the declared type are never trusted. */
const SIGNATURES: { type: string; matches: (b: Buffer) => boolean }[] = [
  { type: 'application/pdf', matches: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  { type: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/webp', matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

export const sniffDocumentType = (content: Buffer) => SIGNATURES.find((s) => s.matches(content))?.type;

/**
 * A file name fit to show and to offer on download: no path, no control characters, no bidi controls
 * (which make "evil\u202Efdp.exe" read as "evilexe.pdf"), not too long.
 */
export function cleanFileName(name: string | undefined, fallback = 'document') {
  // eslint-disable-next-line no-control-regex
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f-\u009f"\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return (base || fallback).slice(-200);
}

/** RFC 5987 ext-value: percent-encoded, and ' ( ) * too, which encodeURIComponent leaves as they are but attr-char does not allow. */
const extValue = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

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

/**
 * Reads a multipart form: its text fields and at most one file, held in memory up to `maxBytes`.
 * A larger file is a 413 with `tooLargeMessage`; a request that is not multipart is a 400.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number, tooLargeMessage: string, maxFiles = 1): Promise<UploadedForm> {
  if (!request.isMultipart()) throw badRequest(MESSAGES.fileRequired);
  const form: UploadedForm = { fields: {}, files: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: maxFiles, fields: 20, fieldSize: 10_000 } })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        const file = { fileName: cleanFileName(part.filename), declaredType: part.mimetype, content };
        form.file ??= file;
        form.files[part.fieldname] = file;
      } else {
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    // Only the form is read here: anything that fails is the form's fault (cut short, malformed, too many parts).
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLargeMessage);
    throw badRequest(MESSAGES.fileRequired);
  }
  return form;
}
