import { describe, expect, it } from 'vitest';
import { acceptedVideo, detectVideo } from './video-type.ts';

const mp4 = Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
const webm = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]);

describe('video type by bytes', () => {
  it('knows mp4 by its ftyp box and webm by the EBML magic', () => {
    expect(detectVideo(mp4)).toEqual({ ext: 'mp4', contentType: 'video/mp4' });
    expect(detectVideo(webm)).toEqual({ ext: 'webm', contentType: 'video/webm' });
    expect(detectVideo(Buffer.from('GIF89a-not-a-video'))).toBeNull();
    expect(detectVideo(Buffer.from([0, 0, 0]))).toBeNull();
  });

  it('needs the name and the bytes to agree', () => {
    expect(acceptedVideo('demo.MP4', mp4)?.ext).toBe('mp4');
    expect(acceptedVideo('demo.exe', mp4)).toBeNull();
    expect(acceptedVideo('demo.mp4', Buffer.from('<html>'))).toBeNull();
  });
});
