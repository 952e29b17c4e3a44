import type { FastifyRequest } from 'fastify';
import { invalidFields } from '../../platform/http/app-error.ts';
import { readUploadedFile } from '../../platform/http/upload.ts';
import { driveName } from './drive.service.ts';

/**
 * The one file of a multipart upload (field `file`) with its drive name, as every drive upload reads it: the drive's
 * own files and the files other modules keep there (equipment documents and photos). Missing, empty or unnamed →
 * drive.noFile; over the multipart limit → drive.fileTooLarge.
 */
export async function readDriveUpload(req: FastifyRequest): Promise<{ name: string; data: Buffer }> {
  const { filename, data } = await readUploadedFile(req, { missing: 'drive.noFile', tooLarge: 'drive.fileTooLarge' });
  const name = driveName(filename);
  if (!data.length || !name) throw invalidFields({ file: 'drive.noFile' });
  return { name, data };
}
