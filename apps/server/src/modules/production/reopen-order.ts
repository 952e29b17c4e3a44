import { AuditStatus, Code } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { orderDocumentTypes, type ProductionOrder } from './order-figures.ts';
import { ProductionStatus } from './production-order.ts';

/**
 * 反完工 / 重新打开 (docs/decisions.md "Production: reopening an order"): a finished or closed order goes back to
 * work — in progress when approved documents were made against it, else not started — so it takes picks, reports and
 * receipts again. Refused (4090) for an order in any other status, and for an order a product cost accounting took in
 * from the month of its last document on: that costing counted it as finished (no work in process), so it is undone
 * first, like the costing lock on picks and receipts. Runs under the order's lock.
 */
export async function reopenedStatus(tx: Kysely<DB>, enterpriseId: number, order: ProductionOrder): Promise<number> {
  if (order.status !== ProductionStatus.finished && order.status !== ProductionStatus.closed) throw new AppError(Code.conflict, 'production.badStatus', { status: order.status });
  const { rows: [last] } = await sql<{ day: string | null; documents: string }>`
    SELECT max(b.bill_date)::text AS day, count(*)::text AS documents FROM bill b
    WHERE b.enterprise_id = ${enterpriseId} AND b.source_bill_id = ${order.id} AND b.type IN (${sql.join([...orderDocumentTypes])}) AND b.audit_status = ${AuditStatus.approved}`.execute(tx);
  const since = (last?.day ?? order.bill_date).slice(0, 7);
  const run = await tx.selectFrom('product_cost_run as r')
    .innerJoin('product_cost_item as i', (j) => j.onRef('i.enterprise_id', '=', 'r.enterprise_id').onRef('i.run_id', '=', 'r.id'))
    .select('r.period').where('r.enterprise_id', '=', enterpriseId).where('i.order_id', '=', order.id).where('r.period', '>=', since)
    .orderBy('r.period', 'desc').executeTakeFirst();
  if (run) throw new AppError(Code.conflict, 'production.orderCosted', null, { period: run.period });
  return Number(last?.documents ?? 0) > 0 ? ProductionStatus.inProgress : ProductionStatus.notStarted;
}
