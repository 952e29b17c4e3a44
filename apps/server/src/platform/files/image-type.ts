/**
 * Image uploads accept jpg, jpeg and png (SPEC §9), decided by the file's first bytes: a name is only a claim.
 * The stored extension and the content type served later come from the bytes, never from the name.
 */
export interface ImageType {
  ext: 'png' | 'jpg';
  contentType: 'image/png' | 'image/jpeg';
}

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpeg = [0xff, 0xd8, 0xff];
const startsWith = (data: Uint8Array, magic: number[]) => data.length >= magic.length && magic.every((b, i) => data[i] === b);

export function detectImage(data: Uint8Array): ImageType | null {
  if (startsWith(data, png)) return { ext: 'png', contentType: 'image/png' };
  if (startsWith(data, jpeg)) return { ext: 'jpg', contentType: 'image/jpeg' };
  return null;
}

export const allowedImageNames = /\.(jpe?g|png)$/i;

/** The image type of an upload, or null unless both the name and the bytes say jpg/jpeg/png. */
export function acceptedImage(fileName: string, data: Uint8Array): ImageType | null {
  if (!allowedImageNames.test(fileName)) return null;
  return detectImage(data);
}

const typesByExtension: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', mp4: 'video/mp4', webm: 'video/webm' };

/** The content type a stored file is served with, from the extension its bytes decided at upload. */
export const contentTypeOfKey = (key: string): string => typesByExtension[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
