import { ConfirmCode, Decimal, amount, billMetaOf, qty, unitPrice, type BillBodyInput, type MessageKey, type BillTypeCode } from '@zf/shared';
import { defineBillType, type BillForPosting, type BillType } from '../../engines/bill/index.ts';
import type { StockPosting } from '../../engines/posting/index.ts';

const meta = (type: BillTypeCode) => billMetaOf(type)!;
type Line = BillForPosting['lines'][number];

const move = (bill: BillForPosting, l: Line, direction: 'in' | 'out', quantity: string, value?: string): StockPosting => ({
  productId: l.product_id, warehouseId: l.warehouse_id, date: bill.bill_date, direction, qty: quantity,
  ...(value === undefined ? {} : { amount: value }),
  billType: bill.type, billId: bill.id, billSn: bill.bill_sn, billLineId: l.id,
});

/** The current unit cost on the books (value ÷ quantity), or the line's price when nothing is on hand. */
const bookUnitCost = (l: Line): string => {
  const book = l.book ?? { qty: '0', amount: '0' };
  return new Decimal(book.qty).gt(0) ? unitPrice(new Decimal(book.amount).div(book.qty)) : unitPrice(l.price);
};

/**
 * Stocktake (盘点单, PD): each line is a counted quantity (0 allowed); approval reads the book quantity at the bill
 * date under the balance lock, keeps it on the line, and posts the difference directly: a surplus comes in at the
 * current unit cost (the line's price when nothing is on hand), a shortage goes out costed by the method. Lines that
 * agree with the books post nothing.
 */
export const stocktake = defineBillType({
  meta: meta('stocktakes'),
  bookStock: true,
  checkBody: (body) => countedOnce(body),
  toPostings: (bill) => ({
    stock: bill.lines.flatMap((l) => {
      const diff = new Decimal(l.number).sub(l.book?.qty ?? '0');
      if (diff.isZero()) return [];
      return diff.gt(0) ? [move(bill, l, 'in', qty(diff), amount(diff.mul(bookUnitCost(l))))] : [move(bill, l, 'out', qty(diff.neg()))];
    }),
  }),
});

/** A product × warehouse is counted on one row only (two rows would post its difference twice). */
function countedOnce(body: BillBodyInput): Partial<Record<string, MessageKey>> {
  const seen = new Set<string>();
  const fields: Partial<Record<string, MessageKey>> = {};
  body.lines.forEach((l, i) => {
    const key = `${l.product_id}:${l.warehouse_id || body.store_id || 0}`;
    if (seen.has(key)) fields[`lines.${i}.product_id`] = 'stocktake.duplicateLine';
    seen.add(key);
  });
  return fields;
}

/** Loss and gain order (报损报溢单, SY): `direction` -1 a loss (out, costed by the method), 1 a gain (in at the current unit cost). */
export const lossGainOrder = defineBillType({
  meta: meta('loss-gain-orders'),
  bookStock: true,
  checkBody: (body) => directionsGiven(body),
  toPostings: (bill) => ({
    stock: bill.lines.map((l) => (l.direction === 1 ? move(bill, l, 'in', l.number, amount(new Decimal(l.number).mul(bookUnitCost(l)))) : move(bill, l, 'out', l.number))),
  }),
});

function directionsGiven(body: BillBodyInput): Partial<Record<string, MessageKey>> {
  const fields: Partial<Record<string, MessageKey>> = {};
  body.lines.forEach((l, i) => { if (l.direction !== 1 && l.direction !== -1) fields[`lines.${i}.direction`] = 'bill.lineDirection'; });
  return fields;
}

/** The weights the component cost is split by over the product lines: quantity, amount (price × number) or manual shares. */
export function allocationWeights(allocation: number | undefined, products: Array<Pick<Line, 'number' | 'amount' | 'cost_share'>>): string[] {
  if (allocation === 3) return products.map((l) => l.cost_share ?? '0');
  if (allocation === 2 && products.some((l) => new Decimal(l.amount).gt(0))) return products.map((l) => l.amount);
  // By quantity; also an amount allocation the caller confirmed without unit prices (6310).
  return products.map((l) => l.number);
}

/**
 * Assemblies and splits: rows with `direction` -1 go out (components of an assembly; the assembled product of a
 * split), costed by the method; rows with 1 come in and share exactly what the outgoing rows cost (value conserved to
 * the cent), by quantity, by amount or by manual shares (header `allocation` 1/2/3).
 */
const conversionPostings = (bill: BillForPosting) => {
  const outs = bill.lines.filter((l) => l.direction === -1);
  const ins = bill.lines.filter((l) => l.direction === 1);
  const sources = outs.map((_, i) => i);
  const weights = allocationWeights(bill.allocation, ins);
  return {
    stock: [
      ...outs.map((l) => move(bill, l, 'out', l.number)),
      ...ins.map((l, part): StockPosting => ({ ...move(bill, l, 'in', l.number), costShare: { sources, weights, part } })),
    ],
  };
};

const conversionRules = (body: BillBodyInput): Partial<Record<string, MessageKey>> => {
  const fields = directionsGiven(body);
  if (Object.keys(fields).length) return fields;
  const ins = body.lines.filter((l) => l.direction === 1);
  if (!ins.length || ins.length === body.lines.length) return { lines: 'assembly.needsBoth' };
  if ((body.allocation ?? 1) === 3 && !ins.some((l) => new Decimal(l.cost_share ?? '0').gt(0))) return { lines: 'assembly.sharesRequired' };
  return {};
};

/** 6310: allocating by amount while no product row has a unit price; confirming allocates by quantity. */
const conversionConfirmations: BillType['confirmations'] = (body) => {
  const ins = body.lines.filter((l) => l.direction === 1);
  const priced = ins.some((l) => new Decimal(l.price ?? '0').mul(l.number).gt(0));
  return body.allocation === 2 && !priced ? [{ code: ConfirmCode.missingAssemblyPrice, key: 'assembly.noPrice', message: 'assembly.noPrice' }] : [];
};

export const assembly = defineBillType({ meta: meta('assemblies'), checkBody: conversionRules, confirmations: conversionConfirmations, toPostings: conversionPostings });
export const split = defineBillType({ meta: meta('splits'), checkBody: conversionRules, confirmations: conversionConfirmations, toPostings: conversionPostings });

/**
 * Cost adjustment (成本调整单, CBTZ): a line's `price` is the new unit cost of the stock on hand at the bill date.
 * Approval reads the book quantity and value then, and posts an amount-only movement (quantity 0) of
 * new value − book value; issues after the date (reposted when it is back-dated) carry the new cost. Nothing on hand:
 * nothing to revalue.
 */
export const costAdjustment = defineBillType({
  meta: meta('cost-adjustments'),
  bookStock: true,
  toPostings: (bill) => ({
    stock: bill.lines.flatMap((l) => {
      const book = l.book ?? { qty: '0', amount: '0' };
      if (!new Decimal(book.qty).gt(0)) return [];
      const delta = new Decimal(amount(new Decimal(book.qty).mul(l.price))).sub(book.amount);
      return delta.isZero() ? [] : [move(bill, l, 'in', '0.0000', amount(delta))];
    }),
  }),
});

export const operationBillTypes = [stocktake, lossGainOrder, assembly, split, costAdjustment];
