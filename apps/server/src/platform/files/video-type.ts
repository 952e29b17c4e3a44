/**
 * Product videos (SPEC §3 video_url) accept mp4 and webm, the two a browser's <video> plays everywhere, decided by
 * the file's first bytes like images: an MP4 (ISO base media) file has the box type `ftyp` at offset 4, a WebM file
 * starts with the EBML magic number.
 */
export interface VideoType {
  ext: 'mp4' | 'webm';
  contentType: 'video/mp4' | 'video/webm';
}

const ftyp = [0x66, 0x74, 0x79, 0x70];
const ebml = [0x1a, 0x45, 0xdf, 0xa3];
const at = (data: Uint8Array, offset: number, magic: number[]) => data.length >= offset + magic.length && magic.every((b, i) => data[offset + i] === b);

export function detectVideo(data: Uint8Array): VideoType | null {
  if (at(data, 4, ftyp)) return { ext: 'mp4', contentType: 'video/mp4' };
  if (at(data, 0, ebml)) return { ext: 'webm', contentType: 'video/webm' };
  return null;
}

export const allowedVideoNames = /\.(mp4|webm)$/i;

/** The video type of an upload, or null unless both the name and the bytes say mp4/webm. */
export function acceptedVideo(fileName: string, data: Uint8Array): VideoType | null {
  if (!allowedVideoNames.test(fileName)) return null;
  return detectVideo(data);
}
