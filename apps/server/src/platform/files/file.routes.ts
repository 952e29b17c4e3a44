import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { Code, FileKeyParamsSchema, UploadResultSchema } from '@zf/shared';
import type { Config } from '../config.ts';
import { invalidFields } from '../http/app-error.ts';
import type { App } from '../http/create-server.ts';
import { envelope, ok } from '../http/envelope.ts';
import { readUploadedFile } from '../http/upload.ts';
import { translate, type ServerMessageKey } from '../i18n/server-messages.ts';
import type { Services } from '../services.ts';
import { isFileKey, localDiskStorage, newFileKey, type FileStorage } from './file-storage.ts';
import { acceptedImage, contentTypeOfKey } from './image-type.ts';
import { acceptedVideo } from './video-type.ts';

/** Image uploads: at most 5 MB. */
export const maxImageBytes = 5 * 1024 * 1024;
/** Video uploads: at most 50 MB (the multipart limit of the server). */
export const maxVideoBytes = 50 * 1024 * 1024;

/** The storage of a deployment: `<ZF_DATA_DIR>/files` on local disk. */
export const fileStorageFor = (config: Config): FileStorage => localDiskStorage(path.join(config.dataDir, 'files'));

export const fileUrl = (key: string): string => `/api/v1/files/${key}`;

/** Keeps the name a user gave for display: no directories, no control characters, a sane length. */
const displayName = (name: string): string =>
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  path.basename(name.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '').slice(-200) || 'file';

/**
 * Routes: POST /common/upload and /common/upload-video (multipart field `file`; the signature hashes an empty body,
 * API.md) and GET /files/:key, which serves without signature or token because the browser loads it in an <img> or
 * <video>: keys are random and unguessable, which is the protection.
 */
export async function fileRoutes(api: App, { files: storage }: Services): Promise<void> {
  /** Reads the multipart `file` (at most `limit` bytes) and stores it when `accept` knows its type by name and bytes. */
  const receive = async (req: FastifyRequest, limit: number, accept: (name: string, data: Buffer) => { ext: string } | null, refusals: { notAccepted: ServerMessageKey; tooLarge: ServerMessageKey }) => {
    const { filename, data } = await readUploadedFile(req, { missing: 'upload.noFile', tooLarge: refusals.tooLarge, fileSize: limit });
    if (data.length === 0) throw invalidFields({ file: 'upload.noFile' });
    const type = accept(filename, data);
    if (!type) throw invalidFields({ file: refusals.notAccepted });
    const key = newFileKey(type.ext);
    await storage.save(key, data);
    return ok({ url: fileUrl(key), name: displayName(filename), size: data.length });
  };

  api.post('/common/upload', { config: { auth: 'user' }, schema: { tags: ['common'], response: { 200: envelope(UploadResultSchema) } } }, async (req) =>
    receive(req, maxImageBytes, acceptedImage, { notAccepted: 'upload.notImage', tooLarge: 'upload.tooLarge' }));

  // Product videos (SPEC §3 video_url): mp4 or webm, up to the multipart limit of 50 MB.
  api.post('/common/upload-video', { config: { auth: 'user' }, schema: { tags: ['common'], response: { 200: envelope(UploadResultSchema) } } }, async (req) =>
    receive(req, maxVideoBytes, acceptedVideo, { notAccepted: 'upload.notVideo', tooLarge: 'upload.videoTooLarge' }));

  api.get('/files/:key', { config: { auth: 'public', signed: false }, schema: { tags: ['common'], params: FileKeyParamsSchema } }, async (req, reply) => {
    const file = isFileKey(req.params.key) ? await storage.open(req.params.key) : null;
    if (!file) return reply.status(404).send({ code: Code.notFound, msg: translate(req.ctx.language, 'file.notFound'), data: {} });
    return reply
      .header('content-type', contentTypeOfKey(req.params.key))
      .header('content-length', file.size)
      .header('cache-control', 'private, max-age=31536000, immutable') // a key's content never changes
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });
}
