import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeVoucherStatus, createVoucher, deleteVoucher, saveLedgerSettings, type VoucherInput, type VoucherMeta } from '../../../engines/ledger/index.ts';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

/**
 * The books with exact figures (issue 14 item 6). Enterprise A starts its books in 2025-11 with openings (year-to-date
 * figures too, as a mid-year start) and has, with sub-accounts 100201/100202 under 1002:
 *   V1 2025-11-10 posted   Dr 1122 (P1) 1130 / Cr 5001 1130
 *   V2 2025-12-05 posted   Dr 100201 1130 / Cr 1122 (P1) 1130      (from a receipt bill)
 *   V3 2025-12-20 audited  Dr 100202 500 / Cr 100201 500
 *   V4 2026-01-15 posted   Dr 560201 800 / Cr 100202 800           (100202 ends with a credit balance)
 *   V5 2026-01-20 unaudited Dr 1122 (P2) 2000 / Cr 5001 2000
 */
let t: TestApp;
let a: EnterpriseFixture;
let b: EnterpriseFixture;
let p1: number;
let p2: number;
let v2: number;

const run = <T>(fn: (db: TestApp['database']['db']) => Promise<T>) => t.database.db.transaction().execute(fn);
const maker: VoucherMeta = { kind: 'manual', makerId: 1 };
const line = (subject_code: string, side: 'debit' | 'credit', amount: string, partner_id?: number) => ({ summary: `摘要${subject_code}`, subject_code, [side]: amount, partner_id });

async function voucher(input: VoucherInput, status: 'unaudited' | 'audited' | 'posted', meta: VoucherMeta = maker) {
  const v = await run((db) => createVoucher(db, a.enterpriseId, input, meta));
  if (status !== 'unaudited') await run((db) => changeVoucherStatus(db, a.enterpriseId, v.id, 'audit', 2));
  if (status === 'posted') await run((db) => changeVoucherStatus(db, a.enterpriseId, v.id, 'post', 2));
  return v.id;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await enterpriseWithAdmin(t.client, '账簿甲');
  b = await enterpriseWithAdmin(t.client, '账簿乙');
  const db = t.database.db;
  await db.updateTable('enterprise').set({ locked_account: 1, finance_period: '2025-11', business_period: '2025-11' }).where('id', 'in', [a.enterpriseId, b.enterpriseId]).execute();
  await run((tx) => saveLedgerSettings(tx, a.enterpriseId, { start_period: '2025-11' }));
  const now = Math.floor(Date.now() / 1000);
  await db.insertInto('account_subject').values(['100201', '100202'].map((code, i) => ({
    enterprise_id: a.enterpriseId, code, name: ['工商银行', '建设银行'][i]!, name_en: ['ICBC', 'CCB'][i]!, category: 1, direction: 1, level: 2,
    parent_code: '1002', status: 1, create_time: now, update_time: now,
  }))).execute();
  p1 = (await a.admin.client.post('/partners', { type: 1, name: '华东汽配' })).data.id;
  p2 = (await a.admin.client.post('/partners', { type: 1, name: '北方车行' })).data.id;
  const ids = Object.fromEntries((await db.selectFrom('account_subject').select(['code', 'id']).where('enterprise_id', '=', a.enterpriseId)
    .where('code', 'in', ['100201', '1122', '3001', '5001']).execute()).map((r) => [r.code, r.id]));
  // Openings as the initialization guide will store them (its routes are another helper's): 期初 and 本年累计 of 2025.
  const opening = (code: string, v: { debit?: string; credit?: string; ytd_debit?: string; ytd_credit?: string; partner_id?: number }) =>
    ({ enterprise_id: a.enterpriseId, subject_id: ids[code]!, update_time: now, ...v });
  await db.insertInto('opening_balance').values([
    opening('100201', { debit: '10000.00', ytd_debit: '2000.00', ytd_credit: '500.00' }),
    opening('1122', { debit: '3000.00', ytd_debit: '3000.00', partner_id: p1 }),
    opening('3001', { credit: '13000.00' }),
    opening('5001', { ytd_credit: '4500.00' }),
  ]).execute();

  await voucher({ voucher_date: '2025-11-10', word: '记', lines: [line('1122', 'debit', '1130.00', p1), line('5001', 'credit', '1130.00')] }, 'posted');
  v2 = await voucher({ voucher_date: '2025-12-05', word: '记', lines: [line('100201', 'debit', '1130.00'), line('1122', 'credit', '1130.00', p1)] }, 'posted',
    { ...maker, sources: [{ billType: 'receipts', billId: 4242, billSn: 'SKD-202512050001' }] });
  await voucher({ voucher_date: '2025-12-20', word: '记', lines: [line('100202', 'debit', '500.00'), line('100201', 'credit', '500.00')] }, 'audited');
  await voucher({ voucher_date: '2026-01-15', word: '记', lines: [line('560201', 'debit', '800.00'), line('100202', 'credit', '800.00')] }, 'posted');
  await voucher({ voucher_date: '2026-01-20', word: '记', lines: [line('1122', 'debit', '2000.00', p2), line('5001', 'credit', '2000.00')] }, 'unaudited');
}, 180_000);
afterAll(async () => { await t?.close(); });

type Row = Record<string, string | number | boolean | string[] | null>;
const columns = ['subject_code', 'opening_debit', 'opening_credit', 'debit', 'credit', 'year_debit', 'year_credit', 'closing_debit', 'closing_credit'];
const table = (list: Row[]) => list.map((r) => columns.map((c) => r[c]).join(' '));
const get = async (e: EnterpriseFixture, path: string, language?: 1 | 2) => {
  const res = await e.admin.client.get(path, { language });
  expect(res.code, res.msg).toBe(2000);
  return res.data;
};

describe('subject balance (科目余额表)', () => {
  it('with unposted vouchers: openings carried forward, parents as sums, a credit balance on a debit account, equal totals', async () => {
    const data = await get(a, '/ledger/subject-balance?period_from=2026-01&period_to=2026-01');
    expect(table(data.list)).toEqual([
      '1002 11130.00 0.00 0.00 800.00 0.00 800.00 10330.00 0.00',
      '100201 10630.00 0.00 0.00 0.00 0.00 0.00 10630.00 0.00',
      '100202 500.00 0.00 0.00 800.00 0.00 800.00 0.00 300.00',
      '1122 3000.00 0.00 2000.00 0.00 2000.00 0.00 5000.00 0.00',
      '3001 0.00 13000.00 0.00 0.00 0.00 0.00 0.00 13000.00',
      '5001 0.00 1130.00 0.00 2000.00 0.00 2000.00 0.00 3130.00',
      '5602 0.00 0.00 800.00 0.00 800.00 0.00 800.00 0.00',
      '560201 0.00 0.00 800.00 0.00 800.00 0.00 800.00 0.00',
    ]);
    expect(data.total).toEqual({
      opening_debit: '14130.00', opening_credit: '14130.00', debit: '2800.00', credit: '2800.00',
      year_debit: '2800.00', year_credit: '2800.00', closing_debit: '16130.00', closing_credit: '16130.00',
    });
    expect(data.list[0]).toMatchObject({ subject_name: '银行存款', level: 1, leaf: false, direction: 1 });
  });

  it('posted vouchers only (include_unposted=0) and the first level only', async () => {
    const data = await get(a, '/ledger/subject-balance?period_from=2026-01&period_to=2026-01&include_unposted=0&level=1');
    expect(table(data.list)).toEqual([
      '1002 11130.00 0.00 0.00 800.00 0.00 800.00 10330.00 0.00',
      '1122 3000.00 0.00 0.00 0.00 0.00 0.00 3000.00 0.00',
      '3001 0.00 13000.00 0.00 0.00 0.00 0.00 0.00 13000.00',
      '5001 0.00 1130.00 0.00 0.00 0.00 0.00 0.00 1130.00',
      '5602 0.00 0.00 800.00 0.00 800.00 0.00 800.00 0.00',
    ]);
    expect(data.total).toMatchObject({ opening_debit: '14130.00', opening_credit: '14130.00', closing_debit: '14130.00', closing_credit: '14130.00' });
    const second = await get(a, '/ledger/subject-balance?period_from=2026-01&period_to=2026-01&include_unposted=0');
    expect(table(second.list).find((r) => r.startsWith('100202'))).toBe('100202 0.00 0.00 0.00 800.00 0.00 800.00 0.00 800.00');
  });

  it('本年累计 in the year the books started adds the openings\' year-to-date figures; across a year boundary it restarts in January', async () => {
    const data = await get(a, '/ledger/subject-balance?period_from=2025-11&period_to=2025-12');
    expect(table(data.list)).toEqual([
      '1002 10000.00 0.00 1630.00 500.00 3630.00 1000.00 11130.00 0.00',
      '100201 10000.00 0.00 1130.00 500.00 3130.00 1000.00 10630.00 0.00',
      '100202 0.00 0.00 500.00 0.00 500.00 0.00 500.00 0.00',
      '1122 3000.00 0.00 1130.00 1130.00 4130.00 1130.00 3000.00 0.00',
      '3001 0.00 13000.00 0.00 0.00 0.00 0.00 0.00 13000.00',
      '5001 0.00 0.00 0.00 1130.00 0.00 5630.00 0.00 1130.00',
    ]);
    expect(data.total).toMatchObject({ year_debit: '7760.00', year_credit: '7760.00', closing_debit: '14130.00', closing_credit: '14130.00' });
    const across = await get(a, '/ledger/subject-balance?period_from=2025-11&period_to=2026-01&level=1');
    expect(table(across.list).find((r) => r.startsWith('1122'))).toBe('1122 3000.00 0.00 3130.00 1130.00 2000.00 0.00 5000.00 0.00');
  });

  it('a whole calendar year (read from the year rows) answers as its months do', async () => {
    for (const [year, months] of [['2025', '2025-11&period_to=2025-12'], ['2026', '2026-01&period_to=2026-01']] as const) {
      for (const posted of ['', '&include_unposted=0']) {
        const whole = await get(a, `/ledger/subject-balance?period_from=${year}-01&period_to=${year}-12${posted}`);
        const byMonth = await get(a, `/ledger/subject-balance?period_from=${months}${posted}`);
        expect(whole.list.length).toBeGreaterThan(3);
        expect({ list: table(whole.list), total: whole.total }).toEqual({ list: table(byMonth.list), total: byMonth.total });
      }
    }
  });

  it('names accounts in the request language; another enterprise sees none of it', async () => {
    const chart = await get(a, '/ledger/subjects', 2);
    expect(chart.list.find((s: Row) => s.code === '100202')).toEqual({ code: '100202', name: 'CCB', level: 2, direction: 1, leaf: true, aux_types: [] });
    const en = await get(a, '/ledger/subject-balance?period_from=2026-01&period_to=2026-01&level=2', 2);
    expect(en.list.slice(0, 3).map((r: Row) => r.subject_name)).toEqual(['Bank deposits', 'ICBC', 'CCB']);
    const other = await get(b, '/ledger/subject-balance?period_from=2025-01&period_to=2026-12');
    expect(other.list).toEqual([]);
    expect(other.total.closing_debit).toBe('0.00');
    const detail = await get(b, '/ledger/detail?subject_code=1122&period_from=2025-01&period_to=2026-12');
    expect(detail.list.map((r: Row) => r.kind)).toEqual(['opening']);
  });

  it('refuses a reversed range and an unknown account', async () => {
    expect((await a.admin.client.get('/ledger/subject-balance?period_from=2026-02&period_to=2026-01')).code).toBe(4220);
    expect((await a.admin.client.get('/ledger/subject-balance?period_from=2026-1&period_to=2026-01')).code).toBe(4220);
    expect((await a.admin.client.get('/ledger/general?subject_code=9999&period_from=2026-01&period_to=2026-01')).code).toBe(4004);
  });
});

describe('general and detail ledgers', () => {
  const lines = (rows: Row[], keys: string[]) => rows.map((r) => keys.map((k) => r[k] ?? '').join(' '));

  it('总分类账: 期初余额, then per period 本期合计 and 本年累计 with 方向 and 余额 (a parent adds its sub-accounts)', async () => {
    const data = await get(a, '/ledger/general?subject_code=1002&period_from=2025-11&period_to=2026-01');
    expect(data.list).toHaveLength(1);
    expect(lines(data.list[0].rows, ['period', 'summary', 'debit', 'credit', 'direction', 'balance'])).toEqual([
      '2025-11 期初余额   借 10000.00',
      '2025-11 本期合计 0.00 0.00 借 10000.00',
      '2025-11 本年累计 2000.00 500.00 借 10000.00',
      '2025-12 本期合计 1630.00 500.00 借 11130.00',
      '2025-12 本年累计 3630.00 1000.00 借 11130.00',
      '2026-01 本期合计 0.00 800.00 借 10330.00',
      '2026-01 本年累计 0.00 800.00 借 10330.00',
    ]);
    const credit = await get(a, '/ledger/general?subject_code=100202&period_from=2026-01&period_to=2026-01&include_unposted=0');
    expect(lines(credit.list[0].rows, ['summary', 'direction', 'balance'])).toEqual(['期初余额 平 0.00', '本期合计 贷 800.00', '本年累计 贷 800.00']);
    const all = await get(a, '/ledger/general?period_from=2026-01&period_to=2026-01');
    expect(all.list.map((s: Row) => s.subject_code)).toEqual(['1002', '1122', '3001', '5001', '5602']);
  });

  it('明细分类账: voucher lines with the running balance, source bills, 本月合计 and 本年累计 per month', async () => {
    const data = await get(a, '/ledger/detail?subject_code=1002&period_from=2025-12&period_to=2026-01');
    expect(lines(data.list, ['date', 'voucher_no', 'subject_code', 'debit', 'credit', 'direction', 'balance'])).toEqual([
      '2025-12-01  1002   借 10000.00',
      '2025-12-05 记-0001 100201 1130.00 0.00 借 11130.00',
      '2025-12-20 记-0002 100202 500.00 0.00 借 11630.00',
      '2025-12-20 记-0002 100201 0.00 500.00 借 11130.00',
      '2025-12-31  1002 1630.00 500.00 借 11130.00',
      '2025-12-31  1002 3630.00 1000.00 借 11130.00',
      '2026-01-15 记-0001 100202 0.00 800.00 借 10330.00',
      '2026-01-31  1002 0.00 800.00 借 10330.00',
      '2026-01-31  1002 0.00 800.00 借 10330.00',
    ]);
    expect(data.list.map((r: Row) => r.kind)).toEqual(['opening', 'line', 'line', 'line', 'month', 'year', 'line', 'month', 'year']);
    expect(data.list[1]).toMatchObject({ voucher_id: v2, summary: '摘要100201', sources: [{ bill_type: 'receipts', bill_id: 4242, bill_sn: 'SKD-202512050001' }] });
  });

  it('明细分类账 of one partner', async () => {
    const data = await get(a, `/ledger/detail?subject_code=1122&period_from=2025-11&period_to=2026-01&partner_id=${p1}`);
    expect(lines(data.list, ['kind', 'debit', 'credit', 'direction', 'balance'])).toEqual([
      'opening   借 3000.00',
      'line 1130.00 0.00 借 4130.00',
      'month 1130.00 0.00 借 4130.00',
      'year 4130.00 0.00 借 4130.00',
      'line 0.00 1130.00 借 3000.00',
      'month 0.00 1130.00 借 3000.00',
      'year 4130.00 1130.00 借 3000.00',
    ]);
  });
});

describe('period_balance_total (0150)', () => {
  it('equals period_balance summed over the auxiliary values, per month and per year, after posts and a delete', async () => {
    const extra = await voucher({ voucher_date: '2026-01-25', word: '记', lines: [line('1122', 'debit', '7.00', p2), line('5001', 'credit', '7.00')] }, 'audited');
    await run((db) => changeVoucherStatus(db, a.enterpriseId, extra, 'unaudit', 2));
    await run((db) => deleteVoucher(db, a.enterpriseId, extra));
    const { rows } = await sql<{ n: string }>`
      WITH expected AS (
        SELECT subject_id, k.period, sum(debit) AS d, sum(credit) AS c, sum(posted_debit) AS pd, sum(posted_credit) AS pc
        FROM period_balance b CROSS JOIN LATERAL (VALUES (b.period), (left(b.period, 4))) AS k (period)
        WHERE enterprise_id = ${a.enterpriseId} GROUP BY subject_id, k.period)
      SELECT count(*)::text AS n FROM expected e
      FULL JOIN (SELECT * FROM period_balance_total WHERE enterprise_id = ${a.enterpriseId}) t ON t.subject_id = e.subject_id AND t.period = e.period
      WHERE (e.d, e.c, e.pd, e.pc) IS DISTINCT FROM (t.debit, t.credit, t.posted_debit, t.posted_credit)`.execute(t.database.db);
    expect(rows[0]!.n).toBe('0');
    const year = await t.database.db.selectFrom('period_balance_total as t').innerJoin('account_subject as s', (j) => j.onRef('s.id', '=', 't.subject_id').onRef('s.enterprise_id', '=', 't.enterprise_id'))
      .select(['t.debit', 't.credit', 't.posted_debit']).where('t.enterprise_id', '=', a.enterpriseId).where('s.code', '=', '1122').where('t.period', '=', '2025').executeTakeFirstOrThrow();
    expect(year).toEqual({ debit: '1130.00', credit: '1130.00', posted_debit: '1130.00' });
  });
});

describe('auxiliary balances, export, print and rights', () => {
  it('per partner of 1122 in partner code order, named, with a total', async () => {
    const data = await get(a, '/ledger/aux-balance?aux=partner&subject_code=1122&period_from=2026-01&period_to=2026-01');
    expect(data.list.map((r: Row) => [r.aux_name, r.opening_debit, r.debit, r.year_debit, r.closing_debit])).toEqual([
      ['华东汽配', '3000.00', '0.00', '0.00', '3000.00'],
      ['北方车行', '0.00', '2000.00', '2000.00', '2000.00'],
    ]);
    expect(data.total).toMatchObject({ opening_debit: '3000.00', debit: '2000.00', closing_debit: '5000.00' });
    expect((await a.admin.client.get('/ledger/aux-balance?aux=partner&subject_code=5001&period_from=2026-01&period_to=2026-01')).code).toBe(4220);
  });

  it('exports an xlsx and prints with thousands separators; rights follow the book pages', async () => {
    const file = await a.admin.client.download('/ledger/subject-balance/export?period_from=2026-01&period_to=2026-01');
    expect(file.status).toBe(200);
    expect(file.contentType).toContain('spreadsheetml');
    expect(file.body.subarray(0, 2).toString()).toBe('PK');
    const doc = await get(a, '/ledger/subject-balance/print?period_from=2026-01&period_to=2026-01');
    expect(doc.title).toBe('科目余额表');
    expect(doc.table.rows[0]).toMatchObject({ subject_code: '1002', closing_debit: '10,330.00' });
    expect(doc.table.rows.at(-1)).toMatchObject({ subject_name: '合计', closing_credit: '16,130.00' });

    const staffWith = async (name: string, pages: Array<{ page: string; funs: string[] }>) => {
      const staff = await joinedMember(t.client, a, name);
      const group = await a.admin.client.post('/permission-groups', { name });
      await a.admin.client.put(`/permission-groups/${group.data.id}/pages`, { pages: pages.map((p) => ({ ...p, cols: null })) });
      await a.admin.client.post(`/permission-groups/${group.data.id}/employees`, { employee_ids: [staff.employeeId] });
      return staff;
    };
    const reader = await staffWith('账簿查看', [{ page: 'ledgerItem', funs: [] }]);
    expect((await reader.client.get('/ledger/subject-balance?period_from=2026-01&period_to=2026-01')).code).toBe(2000);
    expect((await reader.client.get('/ledger/detail/export?subject_code=1002&period_from=2026-01&period_to=2026-01')).code).toBe(4003);
    const outsider = await staffWith('无账簿', [{ page: 'goodsList', funs: [] }]);
    expect((await outsider.client.get('/ledger/general?period_from=2026-01&period_to=2026-01')).code).toBe(4003);
  });
});
