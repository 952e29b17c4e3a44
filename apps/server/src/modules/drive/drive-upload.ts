import type { FastifyRequest } from 'fastify';
import { invalidFields } from '../../platform/http/app-error.ts';
import { driveName } from './drive.service.ts';

/**
 * The one file of a multipart upload (field `file`) with its drive name, as every drive upload reads it: the drive's
 * own files and the files other modules keep there (equipment documents and photos). Missing, empty or unnamed →
 * drive.noFile; over the multipart limit → drive.fileTooLarge.
 */
export async function readDriveUpload(req: FastifyRequest): Promise<{ name: string; data: Buffer }> {
  if (!req.isMultipart()) throw invalidFields({ file: 'drive.noFile' });
  const part = await req.file();
  if (!part || part.fieldname !== 'file') throw invalidFields({ file: 'drive.noFile' });
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw invalidFields({ file: 'drive.fileTooLarge' });
    throw e;
  }
  const name = driveName(part.filename);
  if (!data.length || !name) throw invalidFields({ file: 'drive.noFile' });
  return { name, data };
}
