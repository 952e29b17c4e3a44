import { AuditStatus } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { Code } from '@zf/shared';
import { ProductionStatus } from '../production/index.ts';
import { baseNumberSql } from '../../engines/bill/line-units.ts';
import type { BomLine, Demand, PlanAction, PlanningParams, Supply } from './mrp.ts';

/**
 * What the planner needs to know, read in a few set queries: the enterprise's BOMs, planning parameters, and per
 * product what is on hand, on order and allocated elsewhere. Small enough to read whole for a small manufacturer
 * (a few thousand BOM rows); a plan is asked for by a person, not per request.
 */
export interface PlanningFacts {
  boms: Map<number, BomLine[]>;
  params: Map<number, PlanningParams>;
  supply: Map<number, Supply>;
}

/** Demand from approved sales orders: what is still to deliver, needed by the delivery date (or the order date). */
export async function saleOrderDemand(db: Kysely<DB>, enterpriseId: number, orderIds: readonly number[]): Promise<Demand[]> {
  const orders = await db.selectFrom('bill').select(['id', 'bill_sn', 'audit_status'])
    .where('enterprise_id', '=', enterpriseId).where('type', '=', 'sale-orders').where('id', 'in', orderIds).execute();
  const { rows } = await sql<{ bill_id: number; product_id: number; open: string; need_date: string }>`
    SELECT l.bill_id, l.product_id, (l.number - l.done_number)::text AS open, to_char(coalesce(b.delivery_date, b.bill_date), 'YYYY-MM-DD') AS need_date
    FROM bill b JOIN bill_line l ON l.enterprise_id = b.enterprise_id AND l.bill_id = b.id
    WHERE b.enterprise_id = ${enterpriseId} AND b.type = 'sale-orders' AND b.id IN (${sql.join(orderIds)}) AND l.number > l.done_number
    ORDER BY l.bill_id, l.line_no`.execute(db);
  for (const id of orderIds) {
    const order = orders.find((o) => o.id === id);
    if (!order) throw new AppError(Code.notFound, 'record.notFound');
    if (order.audit_status !== AuditStatus.approved || !rows.some((r) => r.bill_id === id)) {
      throw new AppError(Code.validation, 'planning.orderNotOpen', { field: 'sale_order_ids' }, { bill_sn: order.bill_sn });
    }
  }
  return rows.map((r) => ({ product_id: r.product_id, number: r.open, need_date: r.need_date }));
}

export async function planningFacts(db: Kysely<DB>, enterpriseId: number, exceptSaleOrders: readonly number[]): Promise<PlanningFacts> {
  const [bomRows, paramRows, supplyRows] = await Promise.all([
    db.selectFrom('bom_item').select(['product_id', 'component_id', 'quantity', 'loss_rate']).where('enterprise_id', '=', enterpriseId).orderBy('sort').orderBy('id').execute(),
    sql<{ product_id: number; source: string | null; lead_days: number | null; moq: string | null; lot_size: string | null; safety_stock: string | null }>`
      SELECT p.id AS product_id, pp.source, pp.lead_days, pp.moq::text, pp.lot_size::text,
             coalesce(pp.safety_stock, p.min_stock)::text AS safety_stock
      FROM product p LEFT JOIN product_planning pp ON pp.enterprise_id = p.enterprise_id AND pp.product_id = p.id
      WHERE p.enterprise_id = ${enterpriseId} AND p.deleted_time IS NULL AND (pp.product_id IS NOT NULL OR p.min_stock > 0)`.execute(db),
    // On hand in our warehouses (a subcontractor's 委外仓 holds material already committed to its outsourcing order);
    // scheduled receipts: approved purchase orders not yet received, open production orders and approved outsourcing
    // orders not yet received; allocated: approved sales orders not yet delivered, except the ones this plan is for,
    // and the components open production and outsourcing orders still have to issue.
    sql<{ product_id: number; on_hand: string; on_order: string; allocated: string }>`
      WITH open_order AS (
        SELECT b.id, b.type, (b.ext->>'product_id')::int AS product_id, (b.ext->>'quantity')::numeric AS quantity
        FROM bill b LEFT JOIN production_order_state s ON s.enterprise_id = b.enterprise_id AND s.order_id = b.id
        WHERE b.enterprise_id = ${enterpriseId} AND b.audit_status = ${AuditStatus.approved}
          AND ((b.type = 'production-orders' AND s.status IN (${ProductionStatus.notStarted}, ${ProductionStatus.inProgress})) OR b.type = 'outsourcing-orders')
      ), follow AS (
        SELECT CASE WHEN f.type LIKE 'production-%' THEN f.source_bill_id ELSE (f.ext->>'order_id')::int END AS order_id, f.type, l.product_id, sum(${baseNumberSql()}) AS number
        FROM bill f JOIN bill_line l ON l.enterprise_id = f.enterprise_id AND l.bill_id = f.id
        WHERE f.enterprise_id = ${enterpriseId} AND f.audit_status = ${AuditStatus.approved}
          AND f.type IN ('production-ins', 'production-picks', 'production-returns', 'outsourcing-ins', 'outsourcing-picks', 'outsourcing-returns')
        GROUP BY 1, 2, 3
      )
      SELECT product_id, sum(on_hand)::text AS on_hand, sum(on_order)::text AS on_order, sum(allocated)::text AS allocated FROM (
        SELECT s.product_id, s.qty AS on_hand, 0 AS on_order, 0 AS allocated
        FROM stock_balance s JOIN warehouse w ON w.enterprise_id = s.enterprise_id AND w.id = s.warehouse_id
        WHERE s.enterprise_id = ${enterpriseId} AND w.subcontractor_id = 0
        UNION ALL
        SELECT l.product_id, 0, CASE WHEN b.type = 'purchase-orders' THEN l.number - l.done_number ELSE 0 END,
               CASE WHEN b.type = 'sale-orders' THEN l.number - l.done_number ELSE 0 END
        FROM bill b JOIN bill_line l ON l.enterprise_id = b.enterprise_id AND l.bill_id = b.id
        WHERE b.enterprise_id = ${enterpriseId} AND b.type IN ('purchase-orders', 'sale-orders') AND b.audit_status = ${AuditStatus.approved}
          AND l.number > l.done_number
          ${exceptSaleOrders.length ? sql`AND NOT (b.type = 'sale-orders' AND b.id IN (${sql.join(exceptSaleOrders)}))` : sql``}
        UNION ALL
        SELECT o.product_id, 0, greatest(o.quantity - coalesce(sum(f.number), 0), 0), 0
        FROM open_order o LEFT JOIN follow f ON f.order_id = o.id AND f.product_id = o.product_id AND f.type IN ('production-ins', 'outsourcing-ins')
        GROUP BY o.id, o.product_id, o.quantity
        UNION ALL
        SELECT n.product_id, 0, 0,
               greatest(n.number - coalesce(sum(CASE WHEN f.type LIKE '%-returns' THEN -f.number ELSE f.number END), 0), 0)
        FROM (SELECT o.id AS order_id, l.product_id, sum(l.number) AS number
              FROM open_order o JOIN bill_line l ON l.enterprise_id = ${enterpriseId} AND l.bill_id = o.id GROUP BY 1, 2) n
        -- A production receipt's rows of a component are its backflush (倒冲): issued like a pick.
        LEFT JOIN follow f ON f.order_id = n.order_id AND f.product_id = n.product_id AND (f.type LIKE '%-picks' OR f.type LIKE '%-returns' OR f.type = 'production-ins')
        GROUP BY n.order_id, n.product_id, n.number
      ) x GROUP BY product_id`.execute(db),
  ]);
  const boms = new Map<number, BomLine[]>();
  for (const r of bomRows) boms.set(r.product_id, [...(boms.get(r.product_id) ?? []), { component_id: r.component_id, quantity: r.quantity, loss_rate: r.loss_rate }]);
  const params = new Map<number, PlanningParams>(paramRows.rows.map((r) => [r.product_id, {
    source: r.source && r.source !== 'auto' ? (r.source as PlanAction) : undefined,
    lead_days: r.lead_days ?? 0, moq: r.moq ?? '0', lot_size: r.lot_size ?? '0', safety_stock: r.safety_stock ?? '0',
  }]));
  const supply = new Map<number, Supply>(supplyRows.rows.map((r) => [r.product_id, { on_hand: r.on_hand, on_order: r.on_order, allocated: r.allocated }]));
  return { boms, params, supply };
}
