import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Requests Node's HTTP parser cannot read never reach a route: Fastify's default answered its own body
 * ({"error":"Bad Request","message":"Client Error","statusCode":400}). They answer the localized envelope, sent over a
 * raw socket as a broken client would.
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => { await t?.close(); });

/** Sends raw bytes and reads until the server closes the connection. */
const raw = (bytes: string) => new Promise<string>((resolve, reject) => {
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (c) => chunks.push(c));
  socket.on('error', reject);
  socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  socket.write(bytes);
});
const answer = (text: string) => {
  const [head, body] = [text.slice(0, text.indexOf('\r\n\r\n')), text.slice(text.indexOf('\r\n\r\n') + 4)];
  return { status: Number(head.split(' ')[1]), type: /content-type: ([^\r\n]*)/i.exec(head)?.[1] ?? '', body: JSON.parse(body) as { code: number; msg: string; data: unknown } };
};

describe('a request the HTTP parser cannot read', () => {
  it('a broken request line answers 400 with the envelope in Chinese by default', async () => {
    const a = answer(await raw('THIS IS NOT HTTP\r\n\r\n'));
    expect([a.status, a.type]).toEqual([400, 'application/json; charset=utf-8']);
    expect(a.body).toEqual({ code: 4220, msg: '请求无效', data: {} });
  });

  it('a broken header answers in the language the request asked for', async () => {
    const a = answer(await raw('GET /api/v1/health HTTP/1.1\r\nHost: x\r\nlanguage: 2\r\nBad Header Line\r\n\r\n'));
    expect(a.status).toBe(400);
    expect(a.body).toEqual({ code: 4220, msg: 'Bad request', data: {} });
  });

  it('headers over the limit answer 431 with the envelope', async () => {
    const a = answer(await raw(`GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(a.status).toBe(431);
    expect(a.body).toEqual({ code: 4220, msg: '请求头过大', data: {} });
  });
});
