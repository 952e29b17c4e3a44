import { between, seededRandom, zipfPicker } from './random.ts';

export interface TradingWorld {
  /** Catalogue in import order; index 0 is the lubricant. */
  products: Array<{ id: number; purchasePrice: string; salePrice: string }>;
  warehouseIds: number[];
  customerIds: number[];
  supplierIds: number[];
}

export interface PlannedBill {
  type: 'purchase-bills' | 'sale-bills' | 'other-outs';
  body: { bill_date: string; partner_id?: number; store_id: number; remark?: string; lines: Array<{ product_id: number; number: string; price: string; remark?: string }> };
}

export interface TradingDay {
  date: string;
  /** Posted first: the day's receipts cover the day's issues, so negative stock is never needed. */
  receipts: PlannedBill[];
  issues: PlannedBill[];
}

export interface PlanSizes {
  moves: number;
  days: number;
  /** Movements the lubricant's ledger in the first warehouse should reach (the back-dated repost works on it). */
  lubricantMoves: number;
}

/**
 * Months of an auto-parts trader's documents, day by day: sales bills of 5-25 lines (Zipf-popular products, the
 * first warehouse's customers also buying the lubricant), the workshop's daily oil issues, and purchase bills that
 * restock what the day's issues would take below zero (about 20 days of that day's demand). Stock is simulated here,
 * so every planned document posts. Deterministic for a seed.
 */
export class TradingPlan {
  private readonly random: () => number;
  private readonly pickProduct: (random: () => number) => number;
  private readonly stock = new Map<number, number>();
  private readonly salesLinesPerDay: number;
  private readonly workshopLinesPerDay: number;

  constructor(private readonly world: TradingWorld, private readonly sizes: PlanSizes, private readonly lastDate: Date, seed = 20261122) {
    this.random = seededRandom(seed);
    // Index 0 (the lubricant) is sold on its own line; the rest of the catalogue by popularity.
    const pick = zipfPicker(world.products.length - 1);
    this.pickProduct = (r) => 1 + pick(r);
    const perDay = sizes.moves / sizes.days;
    // Sales bills of the first warehouse carry the oil too: about 0.4 × (lines / 15) of them a day.
    const lubricantFromSales = (perDay * 0.92 / 15) * 0.4 * sizes.days;
    // The workshop issues the rest, but never more than a third of all movements (a short run keeps its sales).
    const lubricantTarget = Math.min(sizes.lubricantMoves * 1.1, sizes.moves / 3);
    this.workshopLinesPerDay = Math.max(0, Math.ceil((lubricantTarget - lubricantFromSales) / sizes.days));
    this.salesLinesPerDay = Math.max(1, Math.round(perDay * 0.92 - this.workshopLinesPerDay));
  }

  /** Day `d` of `days` (0-based), the last one dated `lastDate`. */
  day(d: number): TradingDay {
    const date = isoDate(new Date(this.lastDate.getTime() - (this.sizes.days - 1 - d) * 86_400_000));
    const issues = [...this.salesBills(date), ...this.workshopIssues(date)];
    const outflow = new Map<number, number>();
    for (const bill of issues) {
      for (const line of bill.body.lines) {
        const key = this.key(line.product_id, bill.body.store_id);
        outflow.set(key, (outflow.get(key) ?? 0) + Number(line.number));
      }
    }
    return { date, receipts: this.restock(date, outflow), issues };
  }

  private key(productId: number, warehouseId: number) { return productId * 1000 + this.world.warehouseIds.indexOf(warehouseId); }

  private salesBills(date: string): PlannedBill[] {
    const { products, warehouseIds, customerIds } = this.world;
    const bills: PlannedBill[] = [];
    for (let lines = 0; lines < this.salesLinesPerDay;) {
      const w = this.random() < 0.4 || warehouseIds.length === 1 ? 0 : between(this.random, 1, warehouseIds.length - 1);
      const chosen = new Set<number>();
      const count = between(this.random, 5, 25);
      while (chosen.size < Math.min(count, products.length - 1)) chosen.add(this.pickProduct(this.random));
      if (w === 0) chosen.add(0);
      const billLines = [...chosen].map((i) => ({ product_id: products[i]!.id, number: String(i === 0 ? between(this.random, 1, 2) : between(this.random, 1, 4)), price: products[i]!.salePrice }));
      bills.push({ type: 'sale-bills', body: { bill_date: date, partner_id: customerIds[between(this.random, 0, customerIds.length - 1)]!, store_id: warehouseIds[w]!, lines: billLines } });
      lines += billLines.length;
    }
    return bills;
  }

  /** The workshop's oil, one line per job order, in slips of at most 200 lines. */
  private workshopIssues(date: string): PlannedBill[] {
    const oil = this.world.products[0]!;
    const bills: PlannedBill[] = [];
    for (let done = 0; done < this.workshopLinesPerDay; done += 200) {
      const n = Math.min(200, this.workshopLinesPerDay - done);
      const lines = Array.from({ length: n }, (_, j) => ({ product_id: oil.id, number: '1', price: '0', remark: `工单 ${date.replace(/-/g, '')}-${done + j + 1}` }));
      bills.push({ type: 'other-outs', body: { bill_date: date, store_id: this.world.warehouseIds[0]!, remark: '车间领用机油', lines } });
    }
    return bills;
  }

  /** Purchase bills (40 lines at most, one warehouse each) for every product whose stock the day would overdraw. */
  private restock(date: string, outflow: Map<number, number>): PlannedBill[] {
    const { products, warehouseIds, supplierIds } = this.world;
    const byWarehouse = new Map<number, PlannedBill['body']['lines']>();
    const index = new Map(products.map((p, i) => [p.id, i]));
    for (const [key, out] of outflow) {
      const productId = Math.floor(key / 1000);
      const warehouseId = warehouseIds[key % 1000]!;
      const onHand = this.stock.get(key) ?? 0;
      let buy = 0;
      if (onHand < out) buy = out - onHand + Math.max(20, 20 * out);
      this.stock.set(key, onHand + buy - out);
      if (!buy) continue;
      const p = products[index.get(productId)!]!;
      const price = (Number(p.purchasePrice) * (0.95 + this.random() * 0.1)).toFixed(2);
      const lines = byWarehouse.get(warehouseId) ?? [];
      lines.push({ product_id: productId, number: String(buy), price });
      byWarehouse.set(warehouseId, lines);
    }
    const bills: PlannedBill[] = [];
    for (const [warehouseId, lines] of byWarehouse) {
      for (let i = 0; i < lines.length; i += 40) {
        bills.push({ type: 'purchase-bills', body: { bill_date: date, partner_id: supplierIds[between(this.random, 0, supplierIds.length - 1)]!, store_id: warehouseId, lines: lines.slice(i, i + 40) } });
      }
    }
    return bills;
  }
}

export const isoDate = (d: Date): string => d.toISOString().slice(0, 10);
