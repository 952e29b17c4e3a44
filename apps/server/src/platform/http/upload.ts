import type { FastifyRequest } from 'fastify';
import { invalidFields } from './app-error.ts';
import type { AnyMessageKey } from '../i18n/server-messages.ts';

/**
 * The multipart field `file` of a request, read whole — how every upload route reads its one file (drive, print
 * logo, images and videos, Excel imports). No multipart body or no `file` part → `missing` on the field `file`; a
 * file over `fileSize` (or the server's multipart limit) → `tooLarge` when given, else the error handler's answer.
 * Emptiness and content are the caller's rule: each route names its own refusal.
 */
export async function readUploadedFile(req: FastifyRequest, rules: { missing: AnyMessageKey; tooLarge?: AnyMessageKey; fileSize?: number }): Promise<{ filename: string; data: Buffer }> {
  const part = req.isMultipart() ? await req.file(rules.fileSize ? { limits: { fileSize: rules.fileSize } } : undefined) : undefined;
  if (!part || part.fieldname !== 'file') throw invalidFields({ file: rules.missing });
  try {
    return { filename: part.filename, data: await part.toBuffer() };
  } catch (e) {
    if (rules.tooLarge && (e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw invalidFields({ file: rules.tooLarge });
    throw e;
  }
}

/** An uploaded .xlsx: a zip, so anything else is refused (field.invalid) before it reaches a parser or a job. */
export async function readXlsxUpload(req: FastifyRequest): Promise<Buffer> {
  const { data } = await readUploadedFile(req, { missing: 'field.required' });
  if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50) throw invalidFields({ file: 'field.invalid' });
  return data;
}
