import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeNonce, sign } from '@zf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type Account } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let dataDir: string;
let user: Account;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'zf-files-'));
  t = await createTestApp({ ZF_DATA_DIR: dataDir });
  user = await registerUser(t.client);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

// A real 1×1 PNG.
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A multipart upload as the browser sends it: signed over an empty body (API.md), the token in Authorization. */
async function upload(fileName: string, content: Buffer, opts: { token?: string; field?: string; url?: string } = {}) {
  const boundary = `----zf${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const url = opts.url ?? '/api/v1/common/upload';
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = makeNonce((n) => randomBytes(n));
  const res = await t.app.inject({
    method: 'POST', url, payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      appkey: 'zf-web', client: 'web', timestamp: String(timestamp), nonce, language: '1',
      sign: sign('zf-web-dev-secret', { appkey: 'zf-web', client: 'web', nonce, timestamp, method: 'POST', pathWithQuery: url, body: '' }),
      ...(opts.token === '' ? {} : { authorization: opts.token ?? user.token }),
    },
  });
  return res.json();
}

describe('image upload', () => {
  it('stores a PNG under the data directory and serves it back to an <img> without signature', async () => {
    const res = await upload('门店照片.png', onePixelPng);
    expect(res.code).toBe(2000);
    expect(res.data).toMatchObject({ name: '门店照片.png', size: onePixelPng.length });
    expect(res.data.url).toMatch(/^\/api\/v1\/files\/[A-Za-z0-9_-]{32}\.png$/);

    const served = await t.app.inject({ url: res.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(onePixelPng)).toBe(true);
    expect((await readdir(path.join(dataDir, 'files'))).length).toBe(1);
  });

  it('refuses a .png that is really text, and other names', async () => {
    const fake = await upload('invoice.png', Buffer.from('this is not a picture'));
    expect(fake.code).toBe(4220);
    expect(fake.data.fields).toEqual({ file: '只能上传 jpg、jpeg、png 格式的图片' });
    expect((await upload('picture.gif', onePixelPng)).code).toBe(4220);
  });

  it('refuses more than 5 MB', async () => {
    const big = Buffer.concat([onePixelPng, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload('big.png', big);
    expect(res.code).toBe(4220);
    expect(res.data.fields).toEqual({ file: '图片大小不能超过 5MB' });
  });

  it('needs a login and the field named file', async () => {
    expect((await upload('a.png', onePixelPng, { token: '' })).code).toBe(4001);
    expect((await upload('a.png', onePixelPng, { field: 'image' })).code).toBe(4220);
    expect((await user.client.post('/common/upload', {})).code).toBe(4220);
  });

  it('unknown or malformed keys are 404', async () => {
    expect((await t.app.inject({ url: '/api/v1/files/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/files/..%2F..%2Fpg%2FPG_VERSION' })).statusCode).toBe(404);
  });
});

describe('video upload', () => {
  // The first bytes of an MP4 file: a 32-byte ftyp box (isom), then some media data.
  const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]), Buffer.alloc(20), Buffer.from('mdat')]);
  const video = (name: string, content: Buffer) => upload(name, content, { url: '/api/v1/common/upload-video' });

  it('stores an mp4 and serves it to a <video> as video/mp4', async () => {
    const res = await video('刹车片安装.mp4', mp4);
    expect(res.code).toBe(2000);
    expect(res.data.url).toMatch(/^\/api\/v1\/files\/[A-Za-z0-9_-]{32}\.mp4$/);
    const served = await t.app.inject({ url: res.data.url });
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(mp4)).toBe(true);
  });

  it('refuses a picture, a renamed text file and more than 50 MB, in the request language', async () => {
    expect((await video('photo.mp4', onePixelPng)).data.fields).toEqual({ file: '只能上传 mp4、webm 格式的视频' });
    expect((await video('clip.mov', mp4)).code).toBe(4220);
    expect((await video('clip.mp4', Buffer.concat([mp4, Buffer.alloc(50 * 1024 * 1024)]))).data.fields).toEqual({ file: '视频大小不能超过 50MB' });
    // The image route still takes images only.
    expect((await upload('clip.mp4', mp4)).code).toBe(4220);
  });
});
