import { Code, type Language } from '@zf/shared';
import type { Kysely } from 'kysely';
import { lockPeriodsForClose } from '../../engines/posting/index.ts';
import { logChange } from '../../engines/resource/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError, conflict } from '../../platform/http/app-error.ts';
import { translate } from '../../platform/i18n/server-messages.ts';
import { addMonths } from '../finance/index.ts';
import { currentPeriod } from '../ledger/index.ts';
import { accountingChecks, businessChecks, periodState, type PeriodCheck } from './period-checks.ts';

/**
 * Closing and reopening periods (FINANCE.md §4; decisions "Period end"). The enterprise row's `business_period` and
 * `finance_period` are the earliest open month of each kind, which is all the period gate reads: a close moves one
 * forward by a month, a reverse close moves it back by one. Each runs under the exclusive period lock, so a close
 * waits for the postings in flight and every posting that starts meanwhile waits and then sees the new period; the
 * checks are read under the lock, so nothing posts between the checks and the close.
 *
 * Order between the two (Kingdee): the business period of a month closes before its accounting period, and the
 * accounting period reopens before the business period. So business_period ≥ finance_period always holds.
 */
export type PeriodKindName = 'business' | 'accounting';
const resource: Record<PeriodKindName, string> = { business: 'business-periods', accounting: 'accounting-periods' };

interface Actor { enterpriseId: number; employeeId: number; language: Language }

async function lockedState(tx: Kysely<DB>, enterpriseId: number) {
  await lockPeriodsForClose(tx, enterpriseId);
  const state = await periodState(tx, enterpriseId);
  if (!state.initialized) throw conflict('periodEnd.notInitialized');
  return state;
}

const refuseFailing = (period: string, checks: PeriodCheck[], language: Language) => {
  const failing = checks.filter((c) => !c.ok);
  if (!failing.length) return;
  const names = failing.map((c) => translate(language, `periodEnd.check.${c.name}`)).join(language === 'en-US' ? ', ' : '、');
  throw new AppError(Code.validation, 'periodEnd.checksFail', { failed: failing.map((c) => c.name) }, { period, checks: names });
};

async function move(tx: Kysely<DB>, actor: Actor, kind: PeriodKindName, from: string, to: string, summary: string) {
  await tx.updateTable('enterprise').set(kind === 'business' ? { business_period: to, update_time: nowSeconds() } : { finance_period: to, update_time: nowSeconds() })
    .where('id', '=', actor.enterpriseId).execute();
  // The enterprise log, in the same transaction: a close that commits is always logged.
  await logChange(tx, { enterpriseId: actor.enterpriseId, employeeId: actor.employeeId, resource: resource[kind], recordId: 0, action: 'update', summary, changes: { open_period: [from, to] } });
}

/** Closes the current period of `kind` when it is `period`, its month has ended and every check passes; answers the new open period. */
export async function closePeriod(tx: Kysely<DB>, actor: Actor, kind: PeriodKindName, period: string): Promise<string> {
  const state = await lockedState(tx, actor.enterpriseId);
  const open = kind === 'business' ? state.business : state.accounting;
  if (period !== open) throw new AppError(Code.conflict, kind === 'business' ? 'businessPeriod.notCurrent' : 'periodEnd.notCurrent', null, { open });
  if (period >= currentPeriod()) throw new AppError(Code.conflict, 'periodEnd.monthNotEnded', null, { period });
  refuseFailing(period, kind === 'business' ? await businessChecks(tx, actor.enterpriseId, period) : await accountingChecks(tx, actor.enterpriseId, period), actor.language);
  const next = addMonths(period, 1);
  await move(tx, actor, kind, period, next, `close ${period}`);
  return next;
}

/** Reopens the latest closed period of `kind` (it must be `period`); answers the new open period, which is `period`. */
export async function reopenPeriod(tx: Kysely<DB>, actor: Actor, kind: PeriodKindName, period: string): Promise<string> {
  const state = await lockedState(tx, actor.enterpriseId);
  const open = kind === 'business' ? state.business : state.accounting;
  const latest = addMonths(open, -1);
  if (latest < state.start) throw conflict(kind === 'business' ? 'businessPeriod.nothingClosed' : 'periodEnd.nothingClosed');
  if (period !== latest) throw new AppError(Code.conflict, kind === 'business' ? 'businessPeriod.notLatestClosed' : 'periodEnd.notLatestClosed', null, { latest });
  // The accounting period of the month reopens first: a business month cannot be open under a closed ledger month.
  if (kind === 'business' && state.accounting > period) throw new AppError(Code.conflict, 'businessPeriod.accountingClosed', null, { period });
  await move(tx, actor, kind, open, period, `reverse ${period}`);
  return period;
}
