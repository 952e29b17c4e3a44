import { AuditStatus, Code, Decimal, productionOrderDocumentTypes, qty } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { baseNumbers } from '../../engines/bill/line-units.ts';
import { OrderExt, ProductionStatus, type OrderStep } from './production-order.ts';

/** The documents made against an order (bill.source_bill_id = the order's id). */
export const orderDocumentTypes = productionOrderDocumentTypes;
/** The documents that move material or goods (their stock movements carry the order's values). */
export const orderMovingTypes = ['production-picks', 'production-supplements', 'production-returns', 'production-scraps', 'production-ins'] as const;

/** An approved production order with its production status, as the documents against it see it. */
export interface ProductionOrder {
  id: number;
  bill_sn: string;
  bill_date: string;
  store_id: number;
  department_id: number;
  status: number;
  ext: OrderExt;
  /** The BOM snapshot: component → 应发 (summed, should a component appear twice). */
  required: Map<number, string>;
  /** The warehouse each component is issued from by default (the order row's). */
  warehouses: Map<number, number>;
}

/** Per order, from its approved documents: quantities per component and step, and the material value in the order. */
export interface OrderFigures {
  issued: Map<number, Decimal>;
  /** Backflushed (倒冲) per component: consumed by the order's receipts (their rows with direction −1). */
  backflushed: Map<number, Decimal>;
  /** Supplementary issues (补料) per component: beyond 应发 × (1 + tolerance), each with its reason. */
  supplemented: Map<number, Decimal>;
  returned: Map<number, Decimal>;
  /** Material scrap (料废) per component: written off into the order, not counted against 应发. */
  scrappedMaterial: Map<number, Decimal>;
  /** Per step sequence: good, scrap and hours reported. */
  steps: Map<number, { good: Decimal; scrap: Decimal; hours: Decimal }>;
  received: Decimal;
  /** Process scrap (工废) of the order's product. */
  scrappedProduct: Decimal;
  /** Net value of material moved into the order (issues − returns + material scrap), at ledger cost. */
  materialValue: Decimal;
  /** Value already carried into finished goods by receipts. */
  receivedValue: Decimal;
  /** Per component: net value issued (issues − returns + backflushed), for returns at the order's cost. */
  componentValue: Map<number, Decimal>;
}

const zero = () => new Decimal(0);
const add = (m: Map<number, Decimal>, k: number, v: string | Decimal) => m.set(k, (m.get(k) ?? zero()).add(v));

/** The order, or a refusal naming the field: it must be an approved production order of the enterprise. */
export async function loadOrder(db: Kysely<DB>, enterpriseId: number, orderId: number, opts: { lock?: boolean; field?: string } = {}): Promise<ProductionOrder> {
  const field = opts.field ?? 'source_bill_id';
  const header = await db.selectFrom('bill').select(['id', 'bill_sn', 'bill_date', 'store_id', 'department_id', 'ext', 'audit_status'])
    .where('enterprise_id', '=', enterpriseId).where('id', '=', orderId).where('type', '=', 'production-orders').executeTakeFirst();
  if (!header) throw new AppError(Code.validation, 'http.validation', { fields: { [field]: 'production.orderRequired' } });
  // The state row is the order's lock: every document against the order takes it before its own stock.
  const state = await db.selectFrom('production_order_state').select('status').where('enterprise_id', '=', enterpriseId).where('order_id', '=', orderId)
    .$if(opts.lock === true, (q) => q.forUpdate()).executeTakeFirst();
  if (header.audit_status !== AuditStatus.approved || !state) throw new AppError(Code.conflict, 'production.orderNotApproved', { fields: { [field]: 'production.orderNotApproved' } });
  const lines = await db.selectFrom('bill_line').select(['product_id', 'number', 'warehouse_id']).where('enterprise_id', '=', enterpriseId).where('bill_id', '=', orderId).orderBy('line_no').execute();
  const required = new Map<number, string>();
  const warehouses = new Map<number, number>();
  for (const l of lines) {
    required.set(l.product_id, qty(new Decimal(required.get(l.product_id) ?? 0).add(l.number)));
    if (!warehouses.has(l.product_id)) warehouses.set(l.product_id, l.warehouse_id);
  }
  return { warehouses, id: header.id, bill_sn: header.bill_sn, bill_date: header.bill_date, store_id: header.store_id, department_id: header.department_id, status: state.status, ext: OrderExt.parse(header.ext), required };
}

/** Sums over the order's approved documents (quantities from their lines, values from their live stock movements). */
export async function orderFigures(db: Kysely<DB>, enterpriseId: number, orderId: number): Promise<OrderFigures> {
  const f: OrderFigures = {
    issued: new Map(), backflushed: new Map(), supplemented: new Map(), returned: new Map(), scrappedMaterial: new Map(), steps: new Map(), received: zero(), scrappedProduct: zero(),
    materialValue: zero(), receivedValue: zero(), componentValue: new Map(),
  };
  const rows = await db.selectFrom('bill as b')
    .innerJoin('bill_line as l', (j) => j.onRef('l.enterprise_id', '=', 'b.enterprise_id').onRef('l.bill_id', '=', 'b.id'))
    .select(['b.type', 'b.ext', 'l.product_id', 'l.unit_id', 'l.number', 'l.direction'])
    .where('b.enterprise_id', '=', enterpriseId).where('b.source_bill_id', '=', orderId).where('b.type', 'in', [...orderDocumentTypes])
    .where('b.audit_status', '=', AuditStatus.approved).execute();
  // Quantities in base units, however the rows were counted (line-units.ts).
  const lines = await baseNumbers(db, enterpriseId, rows);
  for (const l of lines) {
    const ext = (l.ext ?? {}) as Record<string, unknown>;
    if (l.type === 'production-ins' && l.direction === -1) add(f.backflushed, l.product_id, l.number);
    else if (l.type === 'production-picks') add(f.issued, l.product_id, l.number);
    else if (l.type === 'production-supplements') add(f.supplemented, l.product_id, l.number);
    else if (l.type === 'production-returns') add(f.returned, l.product_id, l.number);
    else if (l.type === 'production-ins') f.received = f.received.add(l.number);
    else if (l.type === 'production-scraps') {
      if (ext.kind === 'material') add(f.scrappedMaterial, l.product_id, l.number);
      else f.scrappedProduct = f.scrappedProduct.add(l.number);
    } else {
      const step = Number(ext.step);
      const s = f.steps.get(step) ?? { good: zero(), scrap: zero(), hours: zero() };
      f.steps.set(step, { good: s.good.add(l.number), scrap: s.scrap.add(String(ext.scrap ?? '0')), hours: s.hours.add(String(ext.hours ?? '0')) });
    }
  }
  // Quality's approved process checks of the order's work reports: what a check rejected of a step's good is that
  // step's scrap (the next step and the receipt may take only what passed).
  const { rows: rejects } = await sql<{ step: string; rejected: string }>`
    SELECT r.ext->>'step' AS step, sum(l.rejected)::text AS rejected FROM bill c
    JOIN bill_line l ON l.enterprise_id = c.enterprise_id AND l.bill_id = c.id
    JOIN bill r ON r.enterprise_id = c.enterprise_id AND r.id = c.source_bill_id AND r.type = 'work-reports' AND r.audit_status = ${AuditStatus.approved}
    WHERE c.enterprise_id = ${enterpriseId} AND c.type = 'process-checks' AND c.audit_status = ${AuditStatus.approved} AND r.source_bill_id = ${orderId}
    GROUP BY 1`.execute(db);
  for (const r of rejects) {
    const s = f.steps.get(Number(r.step));
    if (s) f.steps.set(Number(r.step), { ...s, good: s.good.sub(r.rejected), scrap: s.scrap.add(r.rejected) });
  }
  // Σ direction × amount over every movement (reversal rows included) of the order's documents: live value only.
  const { rows: values } = await sql<{ type: string; product_id: number; value: string }>`
    SELECT b.type, m.product_id, sum(m.direction * m.amount)::text AS value FROM bill b
    JOIN stock_move m ON m.enterprise_id = b.enterprise_id AND m.bill_type = b.type AND m.bill_id = b.id
    WHERE b.enterprise_id = ${enterpriseId} AND b.source_bill_id = ${orderId} AND b.type IN (${sql.join([...orderMovingTypes])})
    GROUP BY b.type, m.product_id`.execute(db);
  // A receipt's movements of other products than the order's are its backflushed components: material into the order.
  const order = await db.selectFrom('bill').select('ext').where('enterprise_id', '=', enterpriseId).where('id', '=', orderId).executeTakeFirst();
  const product = Number((order?.ext as Record<string, unknown> | null)?.product_id ?? 0);
  for (const r of values) {
    if (r.type === 'production-ins' && r.product_id === product) f.receivedValue = f.receivedValue.add(r.value);
    else {
      f.materialValue = f.materialValue.sub(r.value);
      if (r.type !== 'production-scraps') add(f.componentValue, r.product_id, new Decimal(r.value).neg());
    }
  }
  return f;
}

/**
 * What the order holds of a component: issued + supplemented + backflushed − returned (returns may take supplements
 * back too). It is the order's 已发 against 应发, whichever way the component went in.
 */
export const netIssued = (f: OrderFigures, component: number) => (f.issued.get(component) ?? zero()).add(f.supplemented.get(component) ?? zero())
  .add(f.backflushed.get(component) ?? zero()).sub(f.returned.get(component) ?? zero());
/** Issue ceiling of a component: 应发 × (1 + tolerance / 100), 4 dp. */
export const issueLimit = (o: ProductionOrder, component: number) => new Decimal(qty(new Decimal(o.required.get(component) ?? 0).mul(new Decimal(o.ext.tolerance).div(100).add(1))));
export const sortedSteps = (o: ProductionOrder): OrderStep[] => [...o.ext.steps].sort((a, b) => a.sequence - b.sequence);
/** What the order may receive in all: good at the last step when it has a routing, else planned × (1 + tolerance). */
export function receiptLimit(o: ProductionOrder, f: OrderFigures): Decimal {
  const steps = sortedSteps(o);
  if (steps.length) return f.steps.get(steps.at(-1)!.sequence)?.good ?? zero();
  return new Decimal(qty(new Decimal(o.ext.quantity).mul(new Decimal(o.ext.tolerance).div(100).add(1))));
}
/** What a step may still report as good: the previous step's good (the first step: planned × (1 + tolerance)) − its own. */
export function stepLimit(o: ProductionOrder, f: OrderFigures, sequence: number): Decimal {
  const steps = sortedSteps(o);
  const at = steps.findIndex((s) => s.sequence === sequence);
  return at <= 0
    ? new Decimal(qty(new Decimal(o.ext.quantity).mul(new Decimal(o.ext.tolerance).div(100).add(1))))
    : f.steps.get(steps[at - 1]!.sequence)?.good ?? zero();
}

/** Sets the order's production status (only forward: not started → in progress → finished; close is an action). */
export async function advanceStatus(tx: Kysely<DB>, enterpriseId: number, orderId: number, to: number): Promise<void> {
  await tx.updateTable('production_order_state').set({ status: to, update_time: Math.floor(Date.now() / 1000) })
    .where('enterprise_id', '=', enterpriseId).where('order_id', '=', orderId).where('status', '<', to).where('status', '<>', ProductionStatus.closed).execute();
}
