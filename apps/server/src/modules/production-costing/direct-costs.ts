import { AuditStatus, Decimal, amount } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { periodEnd } from '../ledger/index.ts';
import { allocate } from './cost-split.ts';
import { baseNumberSql } from '../../engines/bill/line-units.ts';

/*
 * Costs that belong to one production order and are charged to it directly, never through the allocation pool
 * (PRODUCTION.md §2 "直接人工: piece-rate wages are charged straight to the order"; §3 "工序委外: Dr 4001-MOx-委外加工费").
 */

const n = (v: string | number | null | undefined) => new Decimal(v ?? 0);

/**
 * Piece wages of the period per order: each approved work report's good quantity × the piece rate of its step's
 * process (the order's routing snapshot names the process; the rate is the process's), to the cent per order.
 */
export async function pieceWages(db: Kysely<DB>, enterpriseId: number, period: string): Promise<Map<number, Decimal>> {
  const { rows } = await sql<{ order_id: number; wage: string }>`
    SELECT r.source_bill_id AS order_id, coalesce(sum(${baseNumberSql()} * p.piece_rate), 0)::text AS wage
    FROM bill r
    JOIN bill o ON o.enterprise_id = r.enterprise_id AND o.id = r.source_bill_id AND o.type = 'production-orders'
    JOIN bill_line l ON l.enterprise_id = r.enterprise_id AND l.bill_id = r.id
    CROSS JOIN LATERAL jsonb_array_elements(coalesce(o.ext->'steps', '[]'::jsonb)) AS s(step)
    JOIN process p ON p.enterprise_id = r.enterprise_id AND p.id = (s.step->>'process_id')::int
    WHERE r.enterprise_id = ${enterpriseId} AND r.type = 'work-reports' AND r.audit_status = ${AuditStatus.approved}
      AND r.bill_date >= ${`${period}-01`} AND r.bill_date <= ${periodEnd(period)}
      AND (s.step->>'sequence')::int = (r.ext->>'step')::int AND p.piece_rate > 0
    GROUP BY r.source_bill_id`.execute(db);
  const out = new Map<number, Decimal>();
  for (const r of rows) if (!n(r.wage).isZero()) out.set(r.order_id, new Decimal(amount(n(r.wage))));
  return out;
}

/**
 * Outsourced-operation fees per production order, before and within the period: what outsourcing fee bills booked
 * on 4001 (their voucher template's counter slot set to 4001 生产成本, PRODUCTION.md §3 工序委外). A fee bill names its
 * production order as its source document, or through its outsourcing order's source document. A voucher made for
 * several bills shares its 4001 amount among its fee bills by their amounts; a fee on 4001 naming no production order
 * is left out (it is not a pool cost either).
 */
export async function outsourcingFees(db: Kysely<DB>, enterpriseId: number, period: string): Promise<Map<number, { before: Decimal; now: Decimal }>> {
  const { rows: lines } = await sql<{ voucher_id: number; period: string; value: string }>`
    SELECT l.voucher_id, l.period, sum(l.debit - l.credit)::text AS value
    FROM voucher_line l
    JOIN account_subject a ON a.enterprise_id = l.enterprise_id AND a.id = l.subject_id
    WHERE l.enterprise_id = ${enterpriseId} AND l.period <= ${period} AND a.code LIKE '4001%'
      AND EXISTS (SELECT 1 FROM voucher_source s WHERE s.enterprise_id = l.enterprise_id AND s.voucher_id = l.voucher_id AND s.bill_type = 'outsourcing-fees')
    GROUP BY l.voucher_id, l.period`.execute(db);
  const out = new Map<number, { before: Decimal; now: Decimal }>();
  if (!lines.length) return out;
  const { rows: fees } = await sql<{ voucher_id: number; order_id: number | null; weight: string }>`
    SELECT s.voucher_id, coalesce(direct.id, via.id) AS order_id, f.total_amount::text AS weight
    FROM voucher_source s
    JOIN bill f ON f.enterprise_id = s.enterprise_id AND f.id = s.bill_id
    LEFT JOIN bill direct ON direct.enterprise_id = f.enterprise_id AND direct.type = 'production-orders' AND direct.id = f.source_bill_id
    LEFT JOIN bill oo ON oo.enterprise_id = f.enterprise_id AND oo.type = 'outsourcing-orders' AND oo.id = CASE WHEN f.ext->>'order_id' ~ '^[0-9]+$' THEN (f.ext->>'order_id')::int END
    LEFT JOIN bill via ON via.enterprise_id = f.enterprise_id AND via.type = 'production-orders' AND via.id = oo.source_bill_id
    WHERE s.enterprise_id = ${enterpriseId} AND s.bill_type = 'outsourcing-fees' AND s.voucher_id IN (${sql.join(lines.map((l) => l.voucher_id))})
    ORDER BY s.voucher_id, s.bill_id`.execute(db);
  for (const l of lines) {
    const mine = fees.filter((f) => f.voucher_id === l.voucher_id);
    const parts = allocate(n(l.value), mine.map((f) => n(f.weight).abs()));
    mine.forEach((f, i) => {
      if (!f.order_id || parts[i]!.isZero()) return;
      const at = out.get(f.order_id) ?? { before: new Decimal(0), now: new Decimal(0) };
      if (l.period < period) at.before = at.before.add(parts[i]!);
      else at.now = at.now.add(parts[i]!);
      out.set(f.order_id, at);
    });
  }
  return out;
}
