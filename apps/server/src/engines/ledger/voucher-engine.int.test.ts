import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { type VoucherInput, changeVoucherStatus, createVoucher, deleteVoucher, renumberVouchers, reverseVoucher, saveLedgerSettings, updateVoucher } from './index.ts';

let t: TestApp;
let a: EnterpriseFixture;
let b: EnterpriseFixture;
beforeAll(async () => {
  t = await createTestApp();
  a = await enterpriseWithAdmin(t.client, '总账引擎');
  b = await enterpriseWithAdmin(t.client, '总账引擎');
  await t.database.db.updateTable('enterprise').set({ locked_account: 1, finance_period: '2026-01', business_period: '2026-01' }).where('id', 'in', [a.enterpriseId, b.enterpriseId]).execute();
  await t.database.db.transaction().execute((tx) => saveLedgerSettings(tx, a.enterpriseId, { start_period: '2026-01' }));
});
afterAll(async () => { await t?.close(); });

const sale = (amount: string, partner: number): VoucherInput => ({
  voucher_date: '2026-03-15', word: '记',
  lines: [
    { summary: '销售商品', subject_code: '1122', debit: amount, partner_id: partner },
    { summary: '销售商品', subject_code: '5001', credit: amount },
  ],
});

async function balances(enterpriseId: number, code: string) {
  const { rows } = await sql<{ debit: string; credit: string; posted_debit: string; posted_credit: string }>`
    SELECT coalesce(sum(b.debit), 0)::numeric(20,2)::text AS debit, coalesce(sum(b.credit), 0)::numeric(20,2)::text AS credit,
      coalesce(sum(b.posted_debit), 0)::numeric(20,2)::text AS posted_debit, coalesce(sum(b.posted_credit), 0)::numeric(20,2)::text AS posted_credit
    FROM period_balance b JOIN account_subject s ON s.enterprise_id = b.enterprise_id AND s.id = b.subject_id
    WHERE b.enterprise_id = ${enterpriseId} AND s.code = ${code}`.execute(t.database.db);
  return rows[0]!;
}

const tx = <T>(fn: Parameters<ReturnType<TestApp['database']['db']['transaction']>['execute']>[0]) => t.database.db.transaction().execute(fn) as Promise<T>;

describe('the general ledger engine', () => {
  it('numbers vouchers per period and word, keeps period balances for all and for posted vouchers, and reverses in red', async () => {
    const e = a.enterpriseId;
    const first = await tx<{ id: number; voucher_no: string }>((db) => createVoucher(db, e, sale('1130.00', 7), { kind: 'manual', makerId: 1 }));
    const second = await tx<{ id: number; voucher_no: string }>((db) => createVoucher(db, e, sale('100.50', 7), { kind: 'manual', makerId: 1 }));
    expect([first.voucher_no, second.voucher_no]).toEqual(['记-0001', '记-0002']);
    expect(await balances(e, '1122')).toEqual({ debit: '1230.50', credit: '0.00', posted_debit: '0.00', posted_credit: '0.00' });

    await expect(tx((db) => changeVoucherStatus(db, e, first.id, 'audit', 1))).rejects.toMatchObject({ key: 'voucher.makerAudits' });
    await tx((db) => changeVoucherStatus(db, e, first.id, 'audit', 2));
    await tx((db) => changeVoucherStatus(db, e, first.id, 'post', 2));
    expect(await balances(e, '5001')).toEqual({ debit: '0.00', credit: '1230.50', posted_debit: '0.00', posted_credit: '1130.00' });
    await expect(tx((db) => updateVoucher(db, e, first.id, sale('1.00', 7)))).rejects.toMatchObject({ key: 'voucher.notEditable' });

    const red = await tx<{ id: number; voucher_no: string }>((db) => reverseVoucher(db, e, first.id, undefined, 2));
    expect(red.voucher_no).toBe('记-0003');
    const lines = await t.database.db.selectFrom('voucher_line').select(['summary', 'debit', 'credit']).where('enterprise_id', '=', e).where('voucher_id', '=', red.id).orderBy('line_no').execute();
    expect(lines).toEqual([{ summary: '冲销 记-0001号', debit: '-1130.00', credit: '0.00' }, { summary: '冲销 记-0001号', debit: '0.00', credit: '-1130.00' }]);
    await expect(tx((db) => reverseVoucher(db, e, first.id, undefined, 2))).rejects.toMatchObject({ key: 'voucher.alreadyReversed' });
    expect((await balances(e, '1122')).debit).toBe('100.50');

    // Deleting the newest gives its number back; deleting one in the middle leaves a gap until renumbering.
    await tx((db) => deleteVoucher(db, e, red.id));
    const third = await tx<{ id: number; voucher_no: string }>((db) => createVoucher(db, e, sale('5.00', 7), { kind: 'manual', makerId: 1 }));
    expect(third.voucher_no).toBe('记-0003');
    await tx((db) => deleteVoucher(db, e, second.id));
    expect(await tx((db) => renumberVouchers(db, e, '2026-03'))).toEqual([{ word: '记', from: 3, to: 2 }]);
    const next = await tx<{ voucher_no: string }>((db) => createVoucher(db, e, sale('1.00', 7), { kind: 'manual', makerId: 1 }));
    expect(next.voucher_no).toBe('记-0003');
    expect(await balances(b.enterpriseId, '1122')).toEqual({ debit: '0.00', credit: '0.00', posted_debit: '0.00', posted_credit: '0.00' });
  });

  it('refuses what is not a voucher: unbalanced, both sides, zero, a parent or unknown account, missing partner, wrong word', async () => {
    const e = a.enterpriseId;
    const bad = async (input: VoucherInput) => tx((db) => createVoucher(db, e, input, { kind: 'manual', makerId: 1 })).catch((err: { key: string }) => err.key);
    const base = sale('10.00', 7);
    expect(await bad({ ...base, lines: [base.lines[0]!, { ...base.lines[1]!, credit: '9.99' }] })).toBe('voucher.unbalanced');
    expect(await bad({ ...base, lines: [{ ...base.lines[0]!, credit: '10.00' }, base.lines[1]!] })).toBe('voucher.bothSides');
    expect(await bad({ ...base, lines: [{ ...base.lines[0]!, debit: '0' }, base.lines[1]!] })).toBe('voucher.zeroLine');
    expect(await bad({ ...base, lines: [{ ...base.lines[0]!, partner_id: 0 }, base.lines[1]!] })).toBe('voucher.missingAux');
    expect(await bad({ ...base, lines: [base.lines[0]!, { ...base.lines[1]!, subject_code: '2221' }] })).toBe('voucher.parentSubject');
    expect(await bad({ ...base, lines: [base.lines[0]!, { ...base.lines[1]!, subject_code: '9999' }] })).toBe('voucher.unknownSubject');
    expect(await bad({ ...base, word: '收' })).toBe('voucher.wordReceipt');
    expect(await bad({ ...base, voucher_date: '2025-12-31' })).toMatch(/period.accountingClosed|voucher.beforeStart/);
  });

  it('the database refuses an unbalanced voucher even when the engine is bypassed', async () => {
    const e = a.enterpriseId;
    const v = await tx<{ id: number }>((db) => createVoucher(db, e, sale('20.00', 7), { kind: 'manual', makerId: 1 }));
    await expect(t.database.db.updateTable('voucher_line').set({ debit: '21.00' }).where('enterprise_id', '=', e).where('voucher_id', '=', v.id).where('line_no', '=', 1).execute()).rejects.toThrow(/does not balance/);
  });
});
