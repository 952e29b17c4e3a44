import type { UploadResult } from '@zf/shared';
import { settle } from '../../request/client.ts';
import { apiBase, appKey, appSecret, clientName } from '../../request/config.ts';
import { bridge } from '../../request/bridge.ts';
import { ApiError } from '../../request/outcome.ts';
import { signedHeaders } from '../../request/signed-headers.ts';

/**
 * POSTs a file as multipart (field `file`), signed the API.md way for uploads: the body hash is that of an empty
 * body (the file is covered by the token and the transport). No Content-Type header: the browser sets the boundary.
 * Resolves with the envelope's data; `quiet` codes (4220 for a refused file) are left to the caller.
 */
export async function postFile<T>(path: string, file: Blob, fileName: string, quiet: number[] = []): Promise<T> {
  const pathWithQuery = `${apiBase}${path}`;
  const headers = signedHeaders({ method: 'POST', pathWithQuery, token: bridge.token(), language: bridge.language() }, { appkey: appKey, secret: appSecret, client: clientName });
  const form = new FormData();
  form.append('file', file, fileName);
  let response: Response;
  try {
    response = await fetch(pathWithQuery, { method: 'POST', headers, body: form });
  } catch {
    bridge.notifyError(bridge.text('requestFailed'));
    throw new ApiError(0, bridge.text('requestFailed'), null, true);
  }
  return settle<T>(await response.json().catch(() => null), quiet);
}

/** POST /common/upload and /common/upload-video (the shared contract's UploadResult). */
export type UploadedFile = UploadResult;

/** SPEC §9: images are jpg, jpeg or png (the server checks the bytes as well). */
export const imageExtensions = ['jpg', 'jpeg', 'png'];
export const isImageName = (name: string): boolean => imageExtensions.includes(name.split('.').pop()?.toLowerCase() ?? '');

/** POST /common/upload: stores an image and answers its URL. */
export const uploadImage = (file: File, quiet: number[] = []) => postFile<UploadedFile>('/common/upload', file, file.name, quiet);

/** Product videos are mp4 or webm (the server checks the bytes as well). */
export const videoExtensions = ['mp4', 'webm'];
export const isVideoName = (name: string): boolean => videoExtensions.includes(name.split('.').pop()?.toLowerCase() ?? '');

/** POST /common/upload-video: stores a video and answers its URL. */
export const uploadVideo = (file: File, quiet: number[] = []) => postFile<UploadedFile>('/common/upload-video', file, file.name, quiet);
