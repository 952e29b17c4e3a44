import { Code, Decimal, amount } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import { ledgerSettings } from '../../engines/ledger/index.ts';
import { openPeriods } from '../../engines/posting/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError } from '../../platform/http/app-error.ts';

export interface InitSummary {
  start_period: string; cards: number; original: string; accumulated: string; opening_original: string; opening_accumulated: string;
  difference_original: string; difference_accumulated: string; finished: boolean;
}

/**
 * Asset initialization (资产初始化): the cards in use before the books' start period against the opening balances
 * of 1601 (debit) and 1602 (credit) with their sub-accounts (FINANCE.md §6 "asset cards = 1601/1602").
 */
export async function initSummary(db: Kysely<DB>, enterpriseId: number): Promise<InitSummary> {
  const start = (await ledgerSettings(db, enterpriseId)).start_period;
  let cards = db.selectFrom('fixed_asset')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.coalesce(eb.fn.sum<string>('original_value'), sql<string>`0`).as('original'), eb.fn.coalesce(eb.fn.sum<string>('accumulated_depreciation'), sql<string>`0`).as('accumulated')])
    .where('enterprise_id', '=', enterpriseId);
  if (start) cards = cards.where('start_date', '<', `${start}-01`);
  const c = await cards.executeTakeFirstOrThrow();
  const openings = await db.selectFrom('opening_balance as o')
    .innerJoin('account_subject as s', (j) => j.onRef('s.enterprise_id', '=', 'o.enterprise_id').onRef('s.id', '=', 'o.subject_id'))
    .select((eb) => [sql<string>`left(${eb.ref('s.code')}, 4)`.as('root'), eb.fn.sum<string>(sql`${eb.ref('o.debit')} - ${eb.ref('o.credit')}`).as('net')])
    .where('o.enterprise_id', '=', enterpriseId).where((eb) => eb.or([eb('s.code', 'like', '1601%'), eb('s.code', 'like', '1602%')]))
    .groupBy(sql`left(${sql.ref('s.code')}, 4)`).execute();
  const net = (root: string) => new Decimal(openings.find((o) => o.root === root)?.net ?? 0);
  const openingOriginal = net('1601');
  const openingAccumulated = net('1602').neg();
  const setting = await db.selectFrom('asset_setting').select('init_finished').where('enterprise_id', '=', enterpriseId).executeTakeFirst();
  return {
    start_period: start, cards: Number(c.n), original: amount(c.original), accumulated: amount(c.accumulated),
    opening_original: amount(openingOriginal), opening_accumulated: amount(openingAccumulated),
    difference_original: amount(new Decimal(c.original).minus(openingOriginal)), difference_accumulated: amount(new Decimal(c.accumulated).minus(openingAccumulated)),
    finished: setting?.init_finished ?? false,
  };
}

/**
 * The init lock: once depreciation has been accrued (the first run counts the opening cards' figures) or the books'
 * start period is closed, the opening cards (in use before the start period) and the initialization stay as they are
 * — 4090 naming the reason. Without a start period there is no initialization to lock.
 */
export async function assertInitOpen(tx: Kysely<DB>, enterpriseId: number): Promise<void> {
  const start = (await ledgerSettings(tx, enterpriseId)).start_period;
  if (!start) return;
  const run = await tx.selectFrom('depreciation_run').select('period').where('enterprise_id', '=', enterpriseId).orderBy('period').limit(1).executeTakeFirst();
  if (run) throw new AppError(Code.conflict, 'asset.initLockedRun', null, { period: run.period, start });
  const open = (await openPeriods(tx, enterpriseId)).accounting;
  if (open && open > start) throw new AppError(Code.conflict, 'asset.initLockedClosed', null, { start });
}

/** Whether a card is an opening card: in use before the books' start period. */
export async function isOpeningCard(tx: Kysely<DB>, enterpriseId: number, startDates: ReadonlyArray<unknown>): Promise<boolean> {
  const start = (await ledgerSettings(tx, enterpriseId)).start_period;
  return !!start && startDates.some((d) => d != null && String(d) !== '' && String(d).slice(0, 10) < `${start}-01`);
}

/** Finish (or reopen) the initialization; finishing is refused (4220) while the cards and the openings differ, reopening once locked. */
export async function finishInit(tx: Kysely<DB>, enterpriseId: number, finished: boolean): Promise<InitSummary> {
  if (!finished) await assertInitOpen(tx, enterpriseId);
  const s = await initSummary(tx, enterpriseId);
  if (finished && (s.difference_original !== '0.00' || s.difference_accumulated !== '0.00')) {
    throw new AppError(Code.validation, 'asset.initDifference', s, { original: s.difference_original, accumulated: s.difference_accumulated });
  }
  await tx.insertInto('asset_setting').values({ enterprise_id: enterpriseId, init_finished: finished, update_time: nowSeconds() })
    .onConflict((oc) => oc.column('enterprise_id').doUpdateSet({ init_finished: finished, update_time: nowSeconds() })).execute();
  return { ...s, finished };
}
