import { beforeEach, describe, expect, it } from 'vitest';
import { configureRequest } from './bridge.ts';
import { request, settle } from './client.ts';
import { ApiError } from './outcome.ts';

const events: string[] = [];
beforeEach(() => {
  events.length = 0;
  configureRequest({
    endSession: () => events.push('endSession'),
    notInitialized: () => events.push('guide'),
    notifyError: (m) => events.push(`notify:${m}`),
    text: (k) => k,
  });
});
const fails = (fn: () => unknown): ApiError => {
  try {
    fn();
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected an ApiError');
};

describe('settling an envelope (SPEC §8)', () => {
  it('returns data on 2000 without telling the user anything', () => {
    expect(settle({ code: 2000, msg: 'ok', data: { a: 1 } })).toEqual({ a: 1 });
    expect(events).toEqual([]);
  });
  it('logs out and notifies on 4001', () => {
    const e = fails(() => settle({ code: 4001, msg: '请先登录', data: {} }));
    expect(e.code).toBe(4001);
    expect(events).toEqual(['endSession', 'notify:请先登录']);
  });
  it('sends 5000 to the guide', () => {
    fails(() => settle({ code: 5000, msg: '未初始化', data: {} }));
    expect(events).toEqual(['guide']);
  });
  it('gives a confirmation code back silently with its data', () => {
    const e = fails(() => settle({ code: 6309, msg: 'zero cost', data: { confirm_key: 'k' } }));
    expect(e.handled).toBe(false);
    expect(e.data).toEqual({ confirm_key: 'k' });
    expect(events).toEqual([]);
  });
  it('notifies the server message, or the generic text when it is empty', () => {
    fails(() => settle({ code: 4090, msg: '单据已审核', data: {} }));
    fails(() => settle({ code: 4003, msg: '', data: {} }));
    expect(events).toEqual(['notify:单据已审核', 'notify:requestError']);
  });
  it('leaves quiet codes to the caller and exposes 4220 fields', () => {
    const e = fails(() => settle({ code: 4220, msg: 'bad', data: { fields: { phone: 'wrong' } } }, [4220]));
    expect(e.fields).toEqual({ phone: 'wrong' });
    expect(events).toEqual([]);
  });
  it('treats a non-envelope answer as a request error', () => {
    fails(() => settle('<html>'));
    expect(events).toEqual(['notify:requestError']);
  });
});

describe('a call its caller gave up on', () => {
  it('tells the user nothing when the abort cuts off the answer being read (a refetch replacing it)', async () => {
    const controller = new AbortController();
    const original = globalThis.fetch;
    globalThis.fetch = (async () => ({
      json: async () => { controller.abort(); throw new DOMException('The operation was aborted.', 'AbortError'); },
    })) as unknown as typeof fetch;
    try {
      await expect(request('GET', '/equipment/1/files', { signal: controller.signal })).rejects.toThrow('aborted');
    } finally {
      globalThis.fetch = original;
    }
    expect(events).toEqual([]);
  });
});
