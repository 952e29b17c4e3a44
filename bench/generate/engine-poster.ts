import { amount, billMetaOf, Decimal } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../apps/server/src/platform/db/index.ts';
import { applyPostings, type Postings } from '../../apps/server/src/engines/posting/index.ts';
import type { BillType } from '../../apps/server/src/engines/bill/index.ts';
import { saleBill } from '../../apps/server/src/modules/sales/sale.bills.ts';
import { purchaseBill } from '../../apps/server/src/modules/purchase/purchase.bills.ts';
import { otherOut } from '../../apps/server/src/modules/inventory/stock.bills.ts';
import type { PlannedBill } from './trading-plan.ts';

const types: Record<PlannedBill['type'], BillType> = { 'sale-bills': saleBill, 'purchase-bills': purchaseBill, 'other-outs': otherOut };
/** Lines per transaction: the ledger insert stays under PostgreSQL's 65,535 parameters per statement. */
const linesPerTransaction = 2_000;

/**
 * The generator's fast path for months of documents: approved bills are written in bulk (headers, lines, numbers
 * from the same daily counters) and their postings — computed by each bill type's own `toPostings` — go through the
 * posting engine (`applyPostings`: balance locks, costing, ledger rows, snapshots, partner entries) for many bills
 * per transaction. What it leaves out of a one-by-one approval is bookkeeping around the ledgers: audit and change
 * logs, and the purchase-price sync trigger (products keep their imported purchase prices). Ids come from the
 * tables' own sequences first, so the ledger is posted before the bill rows are written and the lines carry their
 * posted costs from the start (no second pass over the lines). `postBills` through the
 * API is the slow path of the same documents (`--via-api`).
 */
export class EnginePoster {
  constructor(private readonly db: Kysely<DB>, private readonly enterpriseId: number, private readonly makerId: number) {}

  /** Posts the bills in order; answers the number of stock movements. */
  async post(bills: readonly PlannedBill[]): Promise<number> {
    let moves = 0;
    for (let i = 0; i < bills.length;) {
      const chunk: PlannedBill[] = [];
      let lines = 0;
      while (i < bills.length && (chunk.length === 0 || lines + bills[i]!.body.lines.length <= linesPerTransaction)) {
        lines += bills[i]!.body.lines.length;
        chunk.push(bills[i++]!);
      }
      // Numbers first, committed on their own: two streams posting the same day do not queue behind the counter.
      const numbers = await this.billNumbers(this.db, chunk);
      await this.db.transaction().execute((tx) => this.postChunk(tx, chunk, numbers));
      moves += lines;
    }
    return moves;
  }

  private async postChunk(tx: Kysely<DB>, bills: PlannedBill[], numbers: string[]): Promise<void> {
    const e = this.enterpriseId;
    const now = Math.floor(Date.now() / 1000);
    const billIds = await nextIds(tx, 'bill', bills.length);
    const lineIds = await nextIds(tx, 'bill_line', bills.reduce((n, b) => n + b.body.lines.length, 0));
    let nextLine = 0;
    const docs = bills.map((b, i) => {
      const lines = b.body.lines.map((l, n) => ({ ...l, id: lineIds[nextLine++]!, line_no: n + 1, amount: amount(new Decimal(l.price).mul(l.number)) }));
      return { plan: b, id: billIds[i]!, sn: numbers[i]!, lines, total: amount(lines.reduce((s, l) => s.add(l.amount), new Decimal(0))) };
    });
    // Post first: the ledger gives each issued line its cost, which the bill rows then carry from the start.
    const postings: Required<Pick<Postings, 'stock' | 'partner'>> = { stock: [], partner: [] };
    for (const d of docs) {
      const made = types[d.plan.type].toPostings({
        id: d.id, type: d.plan.type, bill_sn: d.sn, bill_date: d.plan.body.bill_date, partner_id: d.plan.body.partner_id ?? 0, store_id: d.plan.body.store_id,
        out_store_id: 0, in_store_id: 0, total_amount: d.total, tax_amount: '0.00',
        lines: d.lines.map((l) => ({ id: l.id, product_id: l.product_id, warehouse_id: d.plan.body.store_id, number: l.number, price: l.price, amount: l.amount, tax_amount: '0.00', source_line_id: 0 })),
      });
      postings.stock.push(...(made.stock ?? []));
      postings.partner.push(...(made.partner ?? []));
    }
    const moves = await applyPostings(tx, e, postings, { method: 'moving_average', allowNegative: false });
    const cost = new Map<number, Decimal>();
    for (const m of moves) if (m.direction === 'out' && m.billLineId) cost.set(m.billLineId, (cost.get(m.billLineId) ?? new Decimal(0)).add(m.amount));
    await insertColumns(tx, 'bill', {
      enterprise_id: ['int', docs.map(() => e)], id: ['int', docs.map((d) => d.id)], type: ['text', docs.map((d) => d.plan.type)],
      bill_sn: ['text', docs.map((d) => d.sn)], bill_date: ['date', docs.map((d) => d.plan.body.bill_date)],
      partner_id: ['int', docs.map((d) => d.plan.body.partner_id ?? 0)], store_id: ['int', docs.map((d) => d.plan.body.store_id)],
      remark: ['text', docs.map((d) => d.plan.body.remark ?? '')], maker_id: ['int', docs.map(() => this.makerId)], auditor_id: ['int', docs.map(() => this.makerId)],
      audit_status: ['smallint', docs.map(() => 2)], audit_time: ['bigint', docs.map(() => now)], create_time: ['bigint', docs.map(() => now)], update_time: ['bigint', docs.map(() => now)],
      total_number: ['numeric', docs.map((d) => d.lines.reduce((s, l) => s.add(l.number), new Decimal(0)).toString())], total_amount: ['numeric', docs.map((d) => d.total)],
      cost_amount: ['numeric', docs.map((d) => amount(d.lines.reduce((s, l) => s.add(cost.get(l.id) ?? 0), new Decimal(0))))],
    });
    const lines = docs.flatMap((d) => d.lines.map((l) => ({ ...l, bill_id: d.id, warehouse_id: d.plan.body.store_id })));
    await insertColumns(tx, 'bill_line', {
      enterprise_id: ['int', lines.map(() => e)], id: ['int', lines.map((l) => l.id)], bill_id: ['int', lines.map((l) => l.bill_id)], line_no: ['int', lines.map((l) => l.line_no)],
      product_id: ['int', lines.map((l) => l.product_id)], warehouse_id: ['int', lines.map((l) => l.warehouse_id)], number: ['numeric', lines.map((l) => l.number)],
      price: ['numeric', lines.map((l) => l.price)], amount: ['numeric', lines.map((l) => l.amount)], remark: ['text', lines.map((l) => l.remark ?? '')],
      cost_amount: ['numeric', lines.map((l) => amount(cost.get(l.id) ?? 0))],
    });
  }

  /** Numbers from the daily counters the bill engine uses, a block per prefix and day, so later bills continue them. */
  private async billNumbers(db: Kysely<DB>, bills: PlannedBill[]): Promise<string[]> {
    const wanted = new Map<string, number>();
    const keyOf = (b: PlannedBill) => `${billMetaOf(b.type)!.prefix}|${b.body.bill_date.replaceAll('-', '')}`;
    for (const b of bills) wanted.set(keyOf(b), (wanted.get(keyOf(b)) ?? 0) + 1);
    const next = new Map<string, number>();
    for (const [key, n] of wanted) {
      const [prefix, day] = key.split('|') as [string, string];
      const { rows } = await sql<{ last_value: number }>`
        INSERT INTO bill_counter (enterprise_id, prefix, day, last_value) VALUES (${this.enterpriseId}, ${prefix}, ${day}, ${n})
        ON CONFLICT (enterprise_id, prefix, day) DO UPDATE SET last_value = bill_counter.last_value + ${n} RETURNING last_value`.execute(db);
      next.set(key, rows[0]!.last_value - n + 1);
    }
    return bills.map((b) => {
      const key = keyOf(b);
      const n = next.get(key)!;
      next.set(key, n + 1);
      const [prefix, day] = key.split('|');
      return `${prefix}${day}${String(n).padStart(4, '0')}`;
    });
  }
}

/** Ids from a table's identity sequence, so that postings and rows can name each other before either is written. */
async function nextIds(tx: Kysely<DB>, table: 'bill' | 'bill_line', n: number): Promise<number[]> {
  if (!n) return [];
  const { rows } = await sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id FROM generate_series(1, ${n})`.execute(tx);
  return rows.map((r) => r.id);
}

/** One INSERT of many rows as column arrays (unnest): a handful of parameters however many rows, ids given. */
async function insertColumns(tx: Kysely<DB>, table: 'bill' | 'bill_line', columns: Record<string, [string, unknown[]]>): Promise<void> {
  const names = Object.keys(columns);
  const arrays = sql.join(names.map((n) => sql`${columns[n]![1]}::${sql.raw(columns[n]![0])}[]`));
  await sql`INSERT INTO ${sql.table(table)} (${sql.join(names.map((n) => sql.ref(n)))}) OVERRIDING SYSTEM VALUE SELECT * FROM unnest(${arrays})`.execute(tx);
}
