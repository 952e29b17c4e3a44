import { describe, expect, it } from 'vitest';
import { acceptedImage, detectImage } from './image-type.ts';

const pngBytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpegBytes = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const text = new TextEncoder().encode('just some text pretending to be a picture');

describe('image uploads are judged by their bytes', () => {
  it('knows PNG and JPEG signatures', () => {
    expect(detectImage(pngBytes)?.ext).toBe('png');
    expect(detectImage(jpegBytes)?.ext).toBe('jpg');
    expect(detectImage(text)).toBeNull();
    expect(detectImage(new Uint8Array())).toBeNull();
  });
  it('needs an allowed name and matching bytes', () => {
    expect(acceptedImage('photo.PNG', pngBytes)?.contentType).toBe('image/png');
    expect(acceptedImage('photo.jpeg', jpegBytes)?.contentType).toBe('image/jpeg');
    expect(acceptedImage('photo.png', text)).toBeNull();
    expect(acceptedImage('photo.gif', pngBytes)).toBeNull();
    expect(acceptedImage('png', pngBytes)).toBeNull();
  });
  it('a renamed photo is stored as what it really is', () => {
    expect(acceptedImage('scan.jpg', pngBytes)?.ext).toBe('png');
  });
});
