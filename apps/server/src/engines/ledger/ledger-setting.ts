import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
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

export async function ledgerSettings(tx: Kysely<DB>, enterpriseId: number): Promise<LedgerSettings> {
  const [row, e] = await Promise.all([
    tx.selectFrom('ledger_setting').selectAll().where('enterprise_id', '=', enterpriseId).executeTakeFirst(),
    tx.selectFrom('enterprise').select('locked_account').where('id', '=', enterpriseId).executeTakeFirst(),
  ]);
  return {
    voucher_mode: row?.voucher_mode ?? 'on_approval',
    maker_cannot_audit: row?.maker_cannot_audit ?? true,
    start_period: row?.start_period ?? '',
    initialized: e?.locked_account === 1,
    vat_on_invoice: row?.vat_on_invoice ?? false,
    voucher_words: row?.voucher_words ?? 'single',
  };
}

export async function saveLedgerSettings(tx: Kysely<DB>, enterpriseId: number, values: Partial<Pick<LedgerSettings, 'voucher_mode' | 'maker_cannot_audit' | 'start_period' | 'vat_on_invoice' | 'voucher_words'>>): Promise<void> {
  const now = nowSeconds();
  await tx
    .insertInto('ledger_setting')
    .values({ enterprise_id: enterpriseId, ...values, update_time: now })
    .onConflict((oc) => oc.column('enterprise_id').doUpdateSet({ ...values, update_time: now }))
    .execute();
}
