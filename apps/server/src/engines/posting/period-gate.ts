import { Code } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';

/**
 * The one period gate (ARCHITECTURE §5, API.md "Period-end"): nothing is created, changed, approved, reversed,
 * voided or re-costed with a date in a closed period. Every writer of the ledgers calls `assertOpen` in its own
 * transaction: the posting service (applyPostings, reversePostings), the re-costing of a product (reposts and the
 * monthly cost run), the bill engine for documents that post, and — with kind 'accounting' — the voucher paths.
 *
 * A period is 'YYYY-MM'. The enterprise row holds the current (earliest open) business and accounting period;
 * every month before it is closed, including the months before the books started. Before accounting is initialized
 * (locked_account ≠ 1) there are no periods and nothing is refused.
 *
 * Closing and reopening (the period-end issue) take `lockPeriodsForClose`, an exclusive transaction-level advisory
 * lock; every gate takes the shared form of the same lock. So a close waits for the postings in flight, and a
 * posting that starts after the close sees the new period. A shared advisory lock lives in the lock manager only,
 * unlike `SELECT … FOR SHARE` on the enterprise row, which writes the row and turns concurrent postings into
 * multixacts.
 */
export type PeriodKind = 'business' | 'accounting';

/** Lock class of the period gate (the second key is the enterprise id). */
const periodLockClass = 0x5a46_0001;

const initialized = 1;

export interface OpenPeriods {
  /** The earliest open period of each kind, or null before accounting is initialized. */
  business: string | null;
  accounting: string | null;
}

export async function openPeriods(tx: Kysely<DB>, enterpriseId: number): Promise<OpenPeriods> {
  return periodsOf(await readPeriods(tx, enterpriseId));
}

const readPeriods = (tx: Kysely<DB>, enterpriseId: number) =>
  tx.selectFrom('enterprise').select(['locked_account', 'business_period', 'finance_period']).where('id', '=', enterpriseId).executeTakeFirst();

const periodsOf = (e: { locked_account: number; business_period: string; finance_period: string } | undefined): OpenPeriods =>
  !e || e.locked_account !== initialized ? { business: null, accounting: null } : { business: e.business_period || null, accounting: e.finance_period || null };

/** The month of a business date ('YYYY-MM-DD' → 'YYYY-MM'). */
export const periodOf = (date: string): string => date.slice(0, 7);

/**
 * Refuses (4090, naming the period) when any of `dates` lies in a closed period of `kind`. Empty dates are ignored.
 * Call it inside the transaction that writes: the shared lock it takes is held until that transaction ends.
 */
export async function assertOpen(tx: Kysely<DB>, enterpriseId: number, dates: string | readonly string[], kind: PeriodKind = 'business'): Promise<void> {
  const list = (typeof dates === 'string' ? [dates] : dates).filter(Boolean);
  if (!list.length) return;
  const open = (await gatedPeriods(tx, enterpriseId))[kind];
  if (!open) return;
  const earliest = list.reduce((a, b) => (a < b ? a : b));
  if (periodOf(earliest) < open) {
    throw new AppError(Code.conflict, kind === 'business' ? 'period.businessClosed' : 'period.accountingClosed', { period: periodOf(earliest), open_period: open }, { period: periodOf(earliest) });
  }
}

/**
 * The periods as the gate sees them, read once per transaction and enterprise. A bill saved and approved in one
 * request passes the gate four times (save, approval, postings, voucher); once the shared lock is held no close can
 * move the periods before this transaction ends, so the first read stands for the rest of it (docs/performance.md,
 * "Where the time went"). Outside a transaction (no lock held until a commit) nothing is remembered, and a
 * transaction that takes the close's exclusive lock reads afresh, because it moves the periods itself.
 */
const gated = new WeakMap<object, Map<number, OpenPeriods>>();
const closing = new WeakSet<object>();

async function gatedPeriods(tx: Kysely<DB>, enterpriseId: number): Promise<OpenPeriods> {
  const remember = tx.isTransaction && !closing.has(tx);
  const known = remember ? gated.get(tx)?.get(enterpriseId) : undefined;
  if (known) return known;
  // Two statements on purpose: under READ COMMITTED the read after the lock gets a snapshot taken after any close
  // it waited for; one statement would read the periods with the snapshot from before the wait.
  await sql`SELECT pg_advisory_xact_lock_shared(${periodLockClass}::integer, ${enterpriseId}::integer)`.execute(tx);
  const periods = periodsOf(await readPeriods(tx, enterpriseId));
  if (remember) {
    let byEnterprise = gated.get(tx);
    if (!byEnterprise) gated.set(tx, (byEnterprise = new Map()));
    byEnterprise.set(enterpriseId, periods);
  }
  return periods;
}

/** For the period-end close and reopen: waits for every posting in flight and holds new ones until commit. */
export async function lockPeriodsForClose(tx: Kysely<DB>, enterpriseId: number): Promise<void> {
  closing.add(tx);
  gated.delete(tx);
  await sql`SELECT pg_advisory_xact_lock(${periodLockClass}::integer, ${enterpriseId}::integer)`.execute(tx);
}
