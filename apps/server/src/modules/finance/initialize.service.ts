import { amount, Code, VoucherStatus } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import { forgetLedgerSettings, saveLedgerSettings } from '../../engines/ledger/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError, conflict } from '../../platform/http/app-error.ts';
import { LockedAccount } from '../org/index.ts';
import { clearComputedOpenings, readOpenings, storeComputedOpenings } from './opening-balance.service.ts';

/**
 * Finishing the initialization (期初结账, issue 14 item 2): with balanced openings the books start at
 * `startPeriod` — locked_account 1, ledger_setting.start_period, the business and accounting periods (the period gate
 * closes every month before it; the shell's top bar shows them) — and the openings from the subledgers are stored.
 * Its reverse (反结账) is allowed while no voucher is posted and no period closed.
 */
export async function initializeBooks(db: Kysely<DB>, enterpriseId: number, startPeriod: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const e = await sql<{ locked_account: number }>`SELECT locked_account FROM enterprise WHERE id = ${enterpriseId} FOR UPDATE`.execute(tx);
    if (e.rows[0]?.locked_account === LockedAccount.initialized) throw conflict('period.alreadyInitialized');
    // The openings are checked as they will be stored: the subledgers read before this start period.
    await saveLedgerSettings(tx, enterpriseId, { start_period: startPeriod });
    const { check } = await readOpenings(tx, enterpriseId, false);
    if (!check.balanced) {
      throw new AppError(Code.validation, 'opening.unbalanced', { fields: { lines: 'opening.unbalancedField' }, check },
        { debit: amount(check.debit), credit: amount(check.credit), ytd_debit: amount(check.ytd_debit), ytd_credit: amount(check.ytd_credit) });
    }
    await storeComputedOpenings(tx, enterpriseId, startPeriod);
    await tx
      .updateTable('enterprise')
      .set({ locked_account: LockedAccount.initialized, business_period: startPeriod, finance_period: startPeriod, update_time: nowSeconds() })
      .where('id', '=', enterpriseId)
      .execute();
    forgetLedgerSettings(tx, enterpriseId);
  });
}

/** 反结账 of the opening close: back to locked_account 2 with editable openings. */
export async function reverseInitialization(db: Kysely<DB>, enterpriseId: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const e = await tx.selectFrom('enterprise').select(['locked_account', 'finance_period', 'business_period']).where('id', '=', enterpriseId).forUpdate().executeTakeFirstOrThrow();
    if (e.locked_account !== LockedAccount.initialized) throw conflict('init.notInitialized');
    const posted = await tx.selectFrom('voucher').select((eb) => eb.fn.countAll<string>().as('n')).where('enterprise_id', '=', enterpriseId).where('status', '=', VoucherStatus.posted).executeTakeFirstOrThrow();
    if (Number(posted.n) > 0) throw new AppError(Code.conflict, 'init.postedAfter', null, { count: Number(posted.n) });
    const start = (await tx.selectFrom('ledger_setting').select('start_period').where('enterprise_id', '=', enterpriseId).executeTakeFirst())?.start_period;
    if (start && (e.finance_period > start || e.business_period > start)) throw conflict('init.periodClosed');
    await clearComputedOpenings(tx, enterpriseId);
    await tx
      .updateTable('enterprise')
      .set({ locked_account: LockedAccount.notInitialized, business_period: '', finance_period: '', update_time: nowSeconds() })
      .where('id', '=', enterpriseId)
      .execute();
    forgetLedgerSettings(tx, enterpriseId);
  });
}
