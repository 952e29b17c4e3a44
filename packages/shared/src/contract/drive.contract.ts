import { z } from 'zod';
import { idSchema, queryRefId, refIdSchema } from '../input.ts';

/*
 * The enterprise file drive (企业网盘, API.md "Files"): browse a folder, make, rename and delete folders, upload
 * (multipart `file`, no JSON body), rename or move and delete files. The download answers the file's bytes.
 */

/**
 * The name as a user gave it: no directories, no control characters, at most 200 characters. The last segment of a
 * `/` or `\` path (trailing separators ignored), as POSIX `path.basename` takes it.
 */
export const driveName = (name: string): string => {
  const segments = name.replace(/\\/g, '/').replace(/\/+$/, '').split('/');
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return (segments[segments.length - 1] ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-200);
};

/** `:id` of a folder or a file. */
export const DriveIdParamsSchema = z.object({ id: idSchema() });
const Name = z.string().trim().min(1, 'field.required').max(200, 'field.tooLong').refine((v) => driveName(v) !== '' && driveName(v) === v.trim(), 'field.invalid');
/** `GET /drive?folder_id=` and `POST /drive/files?folder_id=` (0 = the root). */
export const DriveFolderQuerySchema = z.object({ folder_id: queryRefId().default(0) });
/** `GET /drive`: a folder's path from the root, its folders and files, and the enterprise's quota. */
export const DriveBrowseSchema = z.object({
  folder_id: z.number(), path: z.array(z.object({ id: z.number(), name: z.string() })),
  folders: z.array(z.object({ id: z.number(), name: z.string(), update_time: z.number() })),
  files: z.array(z.object({ id: z.number(), name: z.string(), size: z.number(), uploader: z.string(), update_time: z.number() })),
  quota: z.object({ quota_bytes: z.number(), used_bytes: z.number() }),
});
export type DriveBrowse = z.infer<typeof DriveBrowseSchema>;
/** `POST /drive/folders`. */
export const DriveFolderBodySchema = z.object({ parent_id: refIdSchema().default(0), name: Name });
export const DriveFolderCreatedSchema = z.object({ id: z.number() });
/** `PUT /drive/folders/:id`. */
export const DriveRenameBodySchema = z.object({ name: Name });
/** The answer of `POST /drive/files` (multipart `file`). */
export const DriveUploadedSchema = z.object({ id: z.number(), name: z.string(), size: z.number() });
export type DriveUploaded = z.infer<typeof DriveUploadedSchema>;
/** `PUT /drive/files/:id`: rename, and move when `folder_id` is given. */
export const DriveFileBodySchema = z.object({ name: Name, folder_id: refIdSchema().optional().describe('moves the file into this folder (0 = root)') });
