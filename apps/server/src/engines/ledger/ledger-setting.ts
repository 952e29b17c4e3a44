import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { forgetInTransaction, memoInTransaction } from '../../platform/db/transaction-memo.ts';
import { nowSeconds } from '../../platform/db/types.ts';

/** General-ledger settings of an enterprise (ledger_setting), with the defaults of a row not written yet. */
export interface LedgerSettings {
  voucher_mode: 'on_approval' | 'batch';
  maker_cannot_audit: boolean;
  /** The first period of the books ('YYYY-MM'), '' before initialization. */
  start_period: string;
  /** locked_account = 1: the openings are closed and the books run. */
  initialized: boolean;
  /** Input VAT recognised on the purchase invoice: receipts debit 222107 暂估进项税额 until then (FINANCE.md §3). */
  vat_on_invoice: boolean;
  /** Words of the vouchers the system makes: all 记 ('single'), or 收/付/转 by the cash side ('cash_split'). */
  voucher_words: 'single' | 'cash_split';
}

const memoKey = (enterpriseId: number) => `ledgerSettings:${enterpriseId}`;

/** For a transaction that changes the enterprise's lock state (the opening close and its reverse). */
export const forgetLedgerSettings = (tx: Kysely<DB>, enterpriseId: number): void => forgetInTransaction(tx, memoKey(enterpriseId));

/** The settings, read once per transaction (one statement: the enterprise's lock state joined to its settings row). */
export function ledgerSettings(tx: Kysely<DB>, enterpriseId: number): Promise<LedgerSettings> {
  return memoInTransaction(tx, memoKey(enterpriseId), async () => {
    const row = await tx
      .selectFrom('enterprise as e')
      .leftJoin('ledger_setting as s', 's.enterprise_id', 'e.id')
      .select(['e.locked_account', 's.voucher_mode', 's.maker_cannot_audit', 's.start_period', 's.vat_on_invoice', 's.voucher_words'])
      .where('e.id', '=', enterpriseId)
      .executeTakeFirst();
    return {
      voucher_mode: row?.voucher_mode ?? 'on_approval',
      maker_cannot_audit: row?.maker_cannot_audit ?? true,
      start_period: row?.start_period ?? '',
      initialized: row?.locked_account === 1,
      vat_on_invoice: row?.vat_on_invoice ?? false,
      voucher_words: row?.voucher_words ?? 'single',
    };
  });
}

export async function saveLedgerSettings(tx: Kysely<DB>, enterpriseId: number, values: Partial<Pick<LedgerSettings, 'voucher_mode' | 'maker_cannot_audit' | 'start_period' | 'vat_on_invoice' | 'voucher_words'>>): Promise<void> {
  const now = nowSeconds();
  forgetInTransaction(tx, memoKey(enterpriseId));
  await tx
    .insertInto('ledger_setting')
    .values({ enterprise_id: enterpriseId, ...values, update_time: now })
    .onConflict((oc) => oc.column('enterprise_id').doUpdateSet({ ...values, update_time: now }))
    .execute();
}
