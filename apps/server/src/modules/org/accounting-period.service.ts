import type { Kysely } from 'kysely';
import { chinaMonth } from '@zf/shared';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { conflict } from '../../platform/http/app-error.ts';

/** enterprise.locked_account (SPEC §4): 1 the periods are running, 2 accounting not yet initialized. */
export const LockedAccount = { initialized: 1, notInitialized: 2 } as const;

/** Both fiscal periods show a dash until accounting is initialized (SPEC §3). */
export const noPeriod = '-';

/** 'YYYY-MM' of a moment in China's calendar (the business day every "today" of the server uses), whatever the host's zone. */
export const monthOf = (d: Date = new Date()): string => chinaMonth(d);

export interface CurrentPeriod {
  locked_account: number;
  business_period: { fiscal_period: string };
  finance_period: { fiscal_period: string };
}

export async function currentPeriod(db: Kysely<DB>, enterpriseId: number): Promise<CurrentPeriod> {
  const e = await db
    .selectFrom('enterprise')
    .select(['locked_account', 'business_period', 'finance_period'])
    .where('id', '=', enterpriseId)
    .executeTakeFirstOrThrow();
  const initialized = e.locked_account === LockedAccount.initialized;
  return {
    locked_account: e.locked_account,
    business_period: { fiscal_period: initialized ? e.business_period || noPeriod : noPeriod },
    finance_period: { fiscal_period: initialized ? e.finance_period || noPeriod : noPeriod },
  };
}

/**
 * Starts the business and accounting periods at `month`. A stand-in for the finance initialization guide (opening
 * balances, chart of accounts), which replaces this later; see docs/decisions.md. Only once.
 */
export async function initializeAccounting(db: Kysely<DB>, enterpriseId: number, month: string = monthOf()): Promise<void> {
  const r = await db
    .updateTable('enterprise')
    .set({ locked_account: LockedAccount.initialized, business_period: month, finance_period: month, update_time: nowSeconds() })
    .where('id', '=', enterpriseId)
    .where('locked_account', '!=', LockedAccount.initialized)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw conflict('period.alreadyInitialized');
}
