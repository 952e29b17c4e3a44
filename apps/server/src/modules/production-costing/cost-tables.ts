import { Decimal, amount, qty, type Language } from '@zf/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { writeSheet } from '../../engines/resource/workbook.ts';
import { hiddenFieldsOf } from '../../platform/permissions/answer-columns.ts';
import { itemsTotal, type CostItems } from './cost-split.ts';
import type { OrderCost } from './costing.service.ts';

/*
 * The production cost tables (生产成本表): per order (分批法) and per product (品种法: every order of the product in
 * the period summed), with the same figures the screen, the Excel export and an accountant's tick-off read.
 */

const figureKeys = ['opening_wip', 'material', 'labour', 'overhead', 'outsourcing', 'completed_value', 'wip_value'] as const;
type FigureKey = (typeof figureKeys)[number];
type Figures = Record<FigureKey, string>;

export interface OrderTableRow extends Figures {
  order_id: number; bill_sn: string; product_name: string; quantity: string; status: number; received: string; unit_cost: string; costed: boolean;
}
export interface ProductTableRow extends Figures {
  product_id: number; product_code: string; product_name: string; orders: number; received: string; unit_cost: string;
}

/** Unit cost of what was received: completed value ÷ quantity received (0.00 when nothing was received). */
const perUnit = (value: Decimal, received: Decimal) => (received.gt(0) ? amount(value.div(received)) : '0.00');

/** The period's figures of cost items: opening WIP, this period's items, completed and WIP values. */
function figures(opening: CostItems, current: CostItems, completed: CostItems, wip: CostItems): Figures {
  return {
    opening_wip: amount(itemsTotal(opening)), material: amount(current.material), labour: amount(current.labour), overhead: amount(current.overhead),
    outsourcing: amount(current.outsourcing), completed_value: amount(itemsTotal(completed)), wip_value: amount(itemsTotal(wip)),
  };
}

export const orderTable = (rows: OrderCost[]): OrderTableRow[] => rows.map((r) => ({
  order_id: r.order_id, bill_sn: r.bill_sn, product_name: r.product_name, quantity: r.quantity, status: r.status, received: r.received,
  ...figures(r.opening, r.current, r.completed, r.wip), unit_cost: perUnit(itemsTotal(r.completed), new Decimal(r.received)), costed: r.costed,
}));

/** 品种法: the orders' rows summed per product, in the order the products first appear; unit cost over the sum. */
export function productTable(rows: OrderCost[]): ProductTableRow[] {
  const byProduct = new Map<number, { first: OrderCost; orders: number; received: Decimal; sums: Record<FigureKey, Decimal> }>();
  for (const [i, row] of orderTable(rows).entries()) {
    const r = rows[i]!;
    const at = byProduct.get(r.product_id) ?? { first: r, orders: 0, received: new Decimal(0), sums: Object.fromEntries(figureKeys.map((k) => [k, new Decimal(0)])) as Record<FigureKey, Decimal> };
    at.orders += 1;
    at.received = at.received.add(r.received);
    for (const k of figureKeys) at.sums[k] = at.sums[k].add(row[k]);
    byProduct.set(r.product_id, at);
  }
  return [...byProduct.values()].map(({ first, orders, received, sums }) => ({
    product_id: first.product_id, product_code: first.product_code, product_name: first.product_name, orders, received: qty(received),
    ...(Object.fromEntries(figureKeys.map((k) => [k, amount(sums[k])])) as Figures), unit_cost: perUnit(sums.completed_value, received),
  }));
}

/** The totals row of either table: every money column summed. */
export const tableTotal = (rows: ReadonlyArray<Figures>): Figures =>
  Object.fromEntries(figureKeys.map((k) => [k, amount(rows.reduce((s, r) => s.add(r[k]), new Decimal(0)))])) as Figures;

/** Excel columns (key, 中文, English): the screens' columns in their order. */
export interface SheetColumn { key: string; zh: string; en: string }
const col = (key: string, zh: string, en: string): SheetColumn => ({ key, zh, en });
const moneyColumns = [
  col('opening_wip', '期初在产品', 'Opening WIP'), col('material', '直接材料', 'Material'), col('labour', '直接人工', 'Labour'), col('overhead', '制造费用', 'Overhead'),
  col('outsourcing', '委外加工费', 'Outsourcing'), col('completed_value', '完工成本', 'Completed cost'), col('wip_value', '在产品成本', 'WIP cost'),
];
export const orderSheet = [col('bill_sn', '生产单', 'Order'), col('product_name', '产品', 'Product'), col('received', '本期入库', 'Received'), ...moneyColumns, col('unit_cost', '单位成本', 'Unit cost')];
export const productSheet = [
  col('product_code', '产品编号', 'Product code'), col('product_name', '产品', 'Product'), col('orders', '生产单数', 'Orders'), col('received', '本期入库', 'Received'),
  ...moneyColumns, col('unit_cost', '单位成本', 'Unit cost'),
];
export const allocationSheet = [
  col('bill_sn', '生产单', 'Order'), col('product_name', '产品', 'Product'), col('base', '分摊依据', 'Base'), col('piece_wage', '计件工资', 'Piece wages'),
  col('labour', '分摊人工', 'Allocated labour'), col('overhead', '制造费用', 'Overhead'),
];

const numeric = new Set<string>([...figureKeys, 'unit_cost', 'received', 'orders', 'base', 'piece_wage']);
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sends a costing table as .xlsx (the project's export pattern, as the reports and the finance centre): headings in
 * the reader's language, figures as numbers, a last 合计 / Total row with the screen's totals, and without the
 * columns the caller's column rights hide.
 */
export async function sendTable(
  req: FastifyRequest, reply: FastifyReply, title: string, all: readonly SheetColumn[], rows: ReadonlyArray<object>, total: Record<string, string>, language: Language,
) {
  const hidden = hiddenFieldsOf(req);
  const columns = all.filter((c) => !hidden.has(c.key));
  const writer = writeSheet(title, columns.map((c) => (language === 'en-US' ? c.en : c.zh)));
  const cell = (key: string, v: unknown) => (v === undefined || v === null ? '' : numeric.has(key) && v !== '' ? Number(v) : String(v));
  for (const r of rows as ReadonlyArray<Record<string, unknown>>) writer.add(columns.map((c) => cell(c.key, r[c.key])));
  writer.add(columns.map((c, i) => (i === 0 ? (language === 'en-US' ? 'Total' : '合计') : c.key in total ? cell(c.key, total[c.key]) : '')));
  const name = encodeURIComponent(title);
  return reply.type(xlsxType).header('content-disposition', `attachment; filename="${name}.xlsx"; filename*=UTF-8''${name}.xlsx`).send(await writer.finish());
}
