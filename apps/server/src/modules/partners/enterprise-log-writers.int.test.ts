import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { changeLogLabel } from '@zf/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logChange } from '../../engines/resource/change-log.ts';
import { enterpriseWithAdmin, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Issue 29 item 3: the enterprise log answers field → [before, after] for every entry. A manual voucher, a payroll
 * accrual, a carry-down and the closes stored plain values, and GET /enterprise-logs answered 5001 for the whole
 * enterprise. Now one writer checks the shape on write, the events write [null, value], and 0520 rewrote what
 * was stored.
 */
let t: TestApp;
let e: EnterpriseFixture;
const c = () => e.admin.client;
const ok = async <T = any>(p: Promise<{ code: number; msg: string; data: T }>) => {
  const res = await p;
  expect(res.code, res.msg).toBe(2000);
  return res.data;
};
type Entry = { resource: string; resource_name: string; action: string; summary: string; changes: Record<string, unknown> };
const logs = async (language?: 1 | 2) => {
  const res = await c().get('/enterprise-logs?page_size=100', language ? { language } : undefined);
  expect(res.code, res.msg).toBe(2000);
  return res.data.list as Entry[];
};
const pairsOnly = (list: Entry[]) => list.filter((l) => !Object.values(l.changes).every((v) => Array.isArray(v) && v.length === 2));

let manual: number;
let accrual: number;
let carried: number;

beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '日志企业', { adminName: '陈会计' });
  const admin = (await t.database.db.selectFrom('employee').select('id').where('enterprise_id', '=', e.enterpriseId).where('is_admin', '=', true).executeTakeFirstOrThrow()).id;
  await ok(c().put('/payroll/employees', { list: [{ employee_id: admin, in_payroll: true, base_salary: '8000', special_deduction: '0', si_base: '0', hf_base: '0', bank_name: '', bank_account: '6222' }] }));
  await ok(c().put('/finance/settings', { maker_cannot_audit: false }));
  await ok(c().post('/finance/initialize', { start_period: '2026-10' }));
  manual = (await ok(c().post('/vouchers', { voucher_date: '2026-10-20', word: '记', lines: [
    { summary: '其他收益', subject_code: '1002', debit: '50.50' }, { summary: '其他收益', subject_code: '5051', credit: '50.50' },
  ] }))).id;
  const run = (await ok(c().post('/payroll/runs', { period: '2026-10' }))).id;
  await ok(c().post(`/payroll/runs/${run}/audit`, { action: 'audit' }));
  accrual = (await ok(c().post(`/payroll/runs/${run}/audit`, { action: 'accrue' }))).voucher_id;
  const ids = (await ok(c().get('/vouchers?period=2026-10'))).list.map((v: { id: number }) => v.id);
  await ok(c().post('/vouchers/batch-audit', { ids, action: 'audit' }));
  await ok(c().post('/vouchers/batch-audit', { ids, action: 'post' }));
  carried = (await ok(c().post('/period-end/carry-down', { period: '2026-10' }))).voucher_id;
  await ok(c().post('/vouchers/batch-audit', { ids: [carried], action: 'audit' }));
  await ok(c().post('/vouchers/batch-audit', { ids: [carried], action: 'post' }));
  await ok(c().post('/business-period/close', { period: '2026-10' }));
  await ok(c().post('/period-end/close', { period: '2026-10' }));
});
afterAll(async () => { await t?.close(); });

describe('the enterprise log after a manual voucher, a payroll accrual, a carry-down and the closes', () => {
  it('answers 2000 in both languages, every change a [before, after] pair', async () => {
    const zh = await logs();
    const en = await logs(2);
    expect(zh.length).toBeGreaterThanOrEqual(8);
    expect(en.length).toBe(zh.length);
    expect(pairsOnly(zh)).toEqual([]);
    const find = (list: Entry[], resource: string, summary: string) => list.find((l) => l.resource === resource && l.summary === summary);

    expect(find(zh, 'vouchers', '记-0001')).toEqual(expect.objectContaining({ action: 'create', resource_name: '凭证', changes: { voucher_date: [null, '2026-10-20'], lines: [null, 2] } }));
    expect(find(en, 'vouchers', '记-0001')).toMatchObject({ resource_name: 'Vouchers' });
    expect(find(zh, 'payroll-runs', 'payroll accrue')).toEqual(expect.objectContaining({ action: 'update', resource_name: '工资表', changes: { voucher_id: [null, accrual] } }));
    expect(find(en, 'payroll-runs', 'payroll accrue')).toMatchObject({ resource_name: 'Payrolls' });
    expect(find(zh, 'vouchers', 'carry down 2026-10')).toEqual(expect.objectContaining({ action: 'create', changes: {
      voucher_id: [null, carried], voucher_ids: [null, [carried]], vouchers: [null, [{ id: carried, voucher_no: '记-0003' }]], year_voucher_id: [null, null],
    } }));
    expect(find(zh, 'business-periods', 'close 2026-10')).toEqual(expect.objectContaining({ resource_name: '业务期间', changes: { open_period: ['2026-10', '2026-11'] } }));
    expect(find(en, 'accounting-periods', 'close 2026-10')).toEqual(expect.objectContaining({ resource_name: 'Accounting periods', changes: { open_period: ['2026-10', '2026-11'] } }));
    // The batch audit and posting: one entry per voucher, the action and the status it left.
    expect(zh.filter((l) => l.resource === 'vouchers' && l.summary === 'post').map((l) => l.changes)).toEqual(Array(3).fill({ action: [null, 'post'], status: [null, 3] }));
    expect(manual).toBeGreaterThan(0);
  });

  it('the writer refuses a plain value before it is stored; the log still answers', async () => {
    const before = (await logs()).length;
    await expect(logChange(t.database.db, { enterpriseId: e.enterpriseId, employeeId: null, resource: 'vouchers', recordId: 0, action: 'update', changes: { open_period: '2026-11' } as never }))
      .rejects.toThrow();
    await expect(logChange(t.database.db, { enterpriseId: e.enterpriseId, employeeId: null, resource: 'vouchers', recordId: 0, action: 'update', changes: { moved: [1, 2, 3] } as never }))
      .rejects.toThrow();
    expect((await logs()).length).toBe(before);
  });

  it('0520 rewrote entries stored before the fix: a plain value becomes [null, value], a pair stays', async () => {
    const values = (changes: unknown, summary: string) => ({ enterprise_id: e.enterpriseId, resource: 'vouchers', record_id: 0, action: 'update', employee_id: null, summary, changes: JSON.stringify(changes), create_time: 1 });
    await t.database.db.insertInto('change_log').values([
      values({ open_period: '2026-11' }, 'old close'), values({ rows: 3, moved: ['记-2→记-1'], status: [1, 2] }, 'old renumber'), values([1, 2], 'old array'),
    ]).execute();
    expect((await c().get('/enterprise-logs')).code).toBe(5001);
    const file = readFileSync(new URL('../../migrations/0520_change_log_pairs.sql', import.meta.url), 'utf8');
    await sql.raw(file).execute(t.database.db);
    const list = await logs();
    expect(pairsOnly(list)).toEqual([]);
    expect(list.filter((l) => l.summary.startsWith('old ')).map((l) => [l.summary, l.changes])).toEqual([
      ['old array', {}], ['old renumber', { rows: [null, 3], moved: [null, ['记-2→记-1']], status: [1, 2] }], ['old close', { open_period: [null, '2026-11'] }],
    ]);
  });
});

/** Every file under `dir` ending in .ts, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('every writer of the change log', () => {
  const root = new URL('../../', import.meta.url).pathname;
  const files = sources(root).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));

  it('goes through the one checked writer: nothing else inserts into change_log', () => {
    const inserting = files.filter((f) => /insertInto\(\s*['"]change_log['"]|INSERT\s+INTO\s+change_log/i.test(f.text)).map((f) => f.path);
    expect(inserting).toEqual(['engines/resource/change-log.ts']);
  });

  it('names every writer in both languages', () => {
    const named = new Set(['business-periods', 'accounting-periods']);
    for (const f of files) for (const m of f.text.matchAll(/logChange\([^;]*?resource: '([^']+)'/gs)) named.add(m[1]!);
    expect(named.size).toBeGreaterThan(20);
    const unnamed = [...named].filter((n) => !changeLogLabel(n)?.['zh-CN'] || !changeLogLabel(n)?.['en-US']);
    expect(unnamed).toEqual([]);
  });

  it('passes changes as typed pairs: no writer casts its changes past the ChangeSet type', () => {
    const writers = files.filter((f) => /\blogChange\(/.test(f.text) && f.path !== 'engines/resource/change-log.ts');
    // 30-odd modules write the log; each is held to ChangeSet by tsc and to ChangeSetSchema at run time.
    expect(writers.length).toBeGreaterThan(25);
    const cast = writers.filter((f) => /logChange\([^;]*changes:[^;]*\bas (any|never|unknown|object)\b/s.test(f.text)).map((f) => f.path);
    expect(cast).toEqual([]);
  });
});
