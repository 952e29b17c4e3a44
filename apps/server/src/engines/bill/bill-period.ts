import type { BillMeta } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { assertOpen } from '../posting/index.ts';

/**
 * Documents that post (stock or money) belong to the business period of their date: creating, editing, deleting,
 * approving, rejecting, voiding or reversing one dated in a closed period is refused by the period gate (cost
 * adjustments included: they post value only; invoices count as posting: they move the bills' invoiced amounts and
 * may make a voucher). Documents that post nothing (requisitions, quotations, orders, after-sales records) stay
 * editable after a close: an order of last month still being received is ordinary business (docs/decisions.md,
 * "One period gate").
 */
export const postsToLedgers = (meta: BillMeta): boolean =>
  // A cost adjustment moves no quantity (stock: null) but posts value: its `newCost` lines revalue the stock.
  meta.stock !== null || meta.money !== undefined || meta.invoice !== undefined || (meta.fields ?? []).includes('newCost');

export async function assertBillPeriodOpen(tx: Kysely<DB>, enterpriseId: number, meta: BillMeta, dates: string[]): Promise<void> {
  if (postsToLedgers(meta)) await assertOpen(tx, enterpriseId, dates, 'business');
}
