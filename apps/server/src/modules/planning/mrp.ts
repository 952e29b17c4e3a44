import { Decimal } from '@zf/shared';

/**
 * MRP-lite (PRODUCTION.md §1 "Production plan"): explode the demand through multi-level BOMs level by level, net
 * each product once against what is on hand, on order and allocated, and plan what to make, buy or subcontract.
 * Pure: the route reads the facts, this decides.
 */
export type PlanAction = 'produce' | 'purchase' | 'outsource';

export interface Demand { product_id: number; number: string; need_date: string }
export interface BomLine { component_id: number; quantity: string; loss_rate: string }
export interface PlanningParams {
  /** How the product is replenished; default: produce when it has a BOM, else purchase. */
  source?: PlanAction;
  lead_days?: number;
  /** Minimum order quantity and lot multiple (0 = none). */
  moq?: string;
  lot_size?: string;
  safety_stock?: string;
}
export interface Supply {
  /** On hand now in the planning warehouses. */
  on_hand: string;
  /** Scheduled receipts: open purchase, production and outsourcing orders not yet received. */
  on_order: string;
  /** Promised to demands outside this plan (open sale orders, open production orders' materials). */
  allocated: string;
}

export interface PlanRow {
  product_id: number;
  /** Low-level code: 0 for end items, the deepest BOM level a product appears on otherwise. */
  level: number;
  gross: string;
  /** On hand less what is allocated elsewhere. */
  available: string;
  on_order: string;
  safety_stock: string;
  /** gross + safety − available − on order (never below 0). */
  net: string;
  /** net rounded up to the MOQ and lot multiple. */
  planned: string;
  action: PlanAction;
  need_date: string;
  /** need date − lead time: when the order must start (or be placed). */
  start_date: string;
}

export class BomCycleError extends Error {
  constructor(readonly productId: number) { super(`BOM cycle through product ${productId}`); }
}

const d = (v: string | undefined) => new Decimal(v || 0);
/** Requirements round up at 4 dp: a plan never comes out a fraction short. */
const up4 = (v: Decimal) => v.toDecimalPlaces(4, Decimal.ROUND_UP);
const q4 = (v: Decimal) => v.toFixed(4);

function addDays(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() - days);
  return t.toISOString().slice(0, 10);
}

/** Low-level codes: each product's deepest level below any demanded product; rejects a cycle. */
export function lowLevelCodes(roots: readonly number[], boms: ReadonlyMap<number, readonly BomLine[]>): Map<number, number> {
  const level = new Map<number, number>();
  const visit = (product: number, depth: number, path: Set<number>) => {
    if (path.has(product)) throw new BomCycleError(product);
    if ((level.get(product) ?? -1) >= depth) return;
    level.set(product, depth);
    path.add(product);
    for (const line of boms.get(product) ?? []) visit(line.component_id, depth + 1, path);
    path.delete(product);
  };
  for (const r of roots) visit(r, 0, new Set());
  return level;
}

/** Rounds a net requirement up to the MOQ, then to a whole number of lots. */
export function orderQuantity(net: Decimal, params: PlanningParams): Decimal {
  if (net.lte(0)) return new Decimal(0);
  let planned = Decimal.max(net, d(params.moq));
  const lot = d(params.lot_size);
  if (lot.gt(0)) planned = planned.div(lot).ceil().mul(lot);
  return up4(planned);
}

export function planRequirements(input: {
  demands: readonly Demand[];
  boms: ReadonlyMap<number, readonly BomLine[]>;
  params: ReadonlyMap<number, PlanningParams>;
  supply: ReadonlyMap<number, Supply>;
}): PlanRow[] {
  const { boms, params, supply } = input;
  const levels = lowLevelCodes([...new Set(input.demands.map((x) => x.product_id))], boms);
  const gross = new Map<number, Decimal>();
  const needDate = new Map<number, string>();
  const addGross = (product: number, qty: Decimal, date: string) => {
    gross.set(product, (gross.get(product) ?? new Decimal(0)).add(qty));
    const earlier = needDate.get(product);
    if (!earlier || date < earlier) needDate.set(product, date);
  };
  for (const x of input.demands) addGross(x.product_id, d(x.number), x.need_date);

  // Level by level: a product is netted only after every parent that needs it has been planned.
  const byLevel = [...levels].sort(([a, la], [b, lb]) => la - lb || a - b);
  const rows: PlanRow[] = [];
  for (const [product, level] of byLevel) {
    const g = gross.get(product) ?? new Decimal(0);
    if (g.isZero() && level > 0) continue;
    const p = params.get(product) ?? {};
    const s = supply.get(product) ?? { on_hand: '0', on_order: '0', allocated: '0' };
    const hasBom = (boms.get(product) ?? []).length > 0;
    const action: PlanAction = p.source ?? (hasBom ? 'produce' : 'purchase');
    const available = d(s.on_hand).sub(d(s.allocated));
    const safety = d(p.safety_stock);
    const net = Decimal.max(g.add(safety).sub(available).sub(d(s.on_order)), 0);
    const planned = orderQuantity(net, p);
    const need = needDate.get(product) ?? '';
    const start = need ? addDays(need, p.lead_days ?? 0) : '';
    rows.push({
      product_id: product, level, gross: q4(g), available: q4(available), on_order: q4(d(s.on_order)), safety_stock: q4(safety),
      net: q4(up4(net)), planned: q4(planned), action, need_date: need, start_date: start,
    });
    // A planned make or subcontract order needs its materials by its start date (purchases explode nothing).
    if (planned.gt(0) && action !== 'purchase') {
      for (const line of boms.get(product) ?? []) {
        addGross(line.component_id, up4(planned.mul(line.quantity).mul(d(line.loss_rate).div(100).add(1))), start);
      }
    }
  }
  return rows;
}
