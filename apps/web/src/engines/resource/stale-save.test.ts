import { describe, expect, it } from 'vitest';
import { ApiError } from '../../request/index.ts';
import { isStaleSave, saveQuiet } from './stale-save.ts';

describe('a save refused for a stale version', () => {
  it('is the 4090 whose data says stale; a closed period or a referenced record is another conflict', () => {
    const msg = '已被 管理员 于 2026-11-25 22:12:50 修改，请刷新后再改';
    expect(isStaleSave(new ApiError(4090, msg, { stale: true, version: 2, changed_by: '管理员', changed_time: 1795000000 }))).toBe(true);
    expect(isStaleSave(new ApiError(4090, '业务期间 2026-10 已结账', { period: '2026-10' }))).toBe(false);
    expect(isStaleSave(new ApiError(4220, msg, { stale: true }))).toBe(false);
    expect(isStaleSave(new Error(msg))).toBe(false);
    expect(saveQuiet).toEqual([4220, 4090]);
  });
});
