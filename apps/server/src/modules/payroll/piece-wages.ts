import { Decimal, amount, AuditStatus } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { baseNumbers } from '../../engines/bill/line-units.ts';

const periodEnd = (period: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return `${period}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/**
 * Piece wages (计件工资) of a payroll month per employee: the approved work reports (报工) dated in the month whose
 * worker is the employee, each report's good quantity × the piece rate of its step's process (工序.计件单价, today's
 * rate). Reads production's tables only (the order's routing snapshot names the process of each step); a report
 * without a worker, or of a step whose process has no rate, pays nothing.
 */
export async function pieceWages(db: Kysely<DB>, enterpriseId: number, period: string): Promise<Map<number, string>> {
  const reports = await db.selectFrom('bill as r')
    .innerJoin('bill_line as l', (j) => j.onRef('l.enterprise_id', '=', 'r.enterprise_id').onRef('l.bill_id', '=', 'r.id'))
    .innerJoin('bill as o', (j) => j.onRef('o.enterprise_id', '=', 'r.enterprise_id').onRef('o.id', '=', 'r.source_bill_id'))
    .select(['r.ext', 'o.ext as order_ext', 'l.product_id', 'l.unit_id', 'l.number'])
    .where('r.enterprise_id', '=', enterpriseId).where('r.type', '=', 'work-reports').where('r.audit_status', '=', AuditStatus.approved)
    .where('r.bill_date', '>=', `${period}-01`).where('r.bill_date', '<=', periodEnd(period)).execute()
    // Piece rates are per base unit: a report counted in another unit of the product pays for its base quantity.
    .then((lines) => baseNumbers(db, enterpriseId, lines));
  const work: Array<{ worker: number; process: number; number: string }> = [];
  for (const r of reports) {
    const ext = (r.ext ?? {}) as Record<string, unknown>;
    const worker = Number(ext.worker_id ?? 0);
    if (!worker) continue;
    const steps = ((r.order_ext ?? {}) as { steps?: Array<{ sequence?: unknown; process_id?: unknown }> }).steps ?? [];
    const process = Number(steps.find((s) => Number(s.sequence) === Number(ext.step))?.process_id ?? 0);
    if (process) work.push({ worker, process, number: String(r.number) });
  }
  if (!work.length) return new Map();
  const rates = new Map((await db.selectFrom('process').select(['id', 'piece_rate']).where('enterprise_id', '=', enterpriseId)
    .where('id', 'in', [...new Set(work.map((w) => w.process))]).execute()).map((p) => [p.id, new Decimal(p.piece_rate ?? 0)]));
  const pay = new Map<number, Decimal>();
  for (const w of work) pay.set(w.worker, (pay.get(w.worker) ?? new Decimal(0)).add(new Decimal(w.number).mul(rates.get(w.process) ?? 0)));
  return new Map([...pay].map(([id, v]) => [id, amount(v)]));
}
