import { Decimal, amount, lineAmount, type DecimalInput } from '../money.ts';

/**
 * A purchase or sales line's discount (issue 12): a rate off the gross (0.1 = 10 % off, 0 to 1) and/or the discount
 * amount itself. With a rate the discount is the gross × rate rounded to the cent; without one it is the amount
 * given. The line's amount is gross − discount, so gross = amount + discount to the cent on every line; tax is
 * computed on that net amount, and totals, stock cost, revenue and statements read it.
 */
export interface LineDiscountInput {
  price: DecimalInput;
  number: DecimalInput;
  discount_rate?: DecimalInput | null;
  discount_amount?: DecimalInput | null;
}

export interface DiscountedLine {
  /** price × number, 2 dp */
  gross: string;
  discount_amount: string;
  /** gross − discount_amount: the line's amount. */
  amount: string;
}

const isZero = (v: DecimalInput | null | undefined) => v === undefined || v === null || v === '' || new Decimal(v).isZero();

export function discountedLine(l: LineDiscountInput): DiscountedLine {
  const gross = new Decimal(lineAmount(l.price, l.number));
  const off = isZero(l.discount_rate) ? new Decimal(isZero(l.discount_amount) ? 0 : l.discount_amount!) : new Decimal(amount(gross.mul(l.discount_rate!)));
  return { gross: amount(gross), discount_amount: amount(off), amount: amount(gross.sub(off)) };
}

/**
 * What is wrong with a line's discount, as a message key on the field to show it on (or undefined): a discount above
 * the gross, or a rate and an amount that disagree (both sent: the amount must be the rate's, to the cent).
 */
export function lineDiscountProblem(l: LineDiscountInput): { field: 'discount_rate' | 'discount_amount'; message: 'bill.discountTooLarge' | 'bill.discountMismatch' } | undefined {
  const d = discountedLine(l);
  if (!isZero(l.discount_rate) && !isZero(l.discount_amount) && !new Decimal(l.discount_amount!).eq(d.discount_amount)) {
    return { field: 'discount_amount', message: 'bill.discountMismatch' };
  }
  if (new Decimal(d.discount_amount).gt(d.gross)) return { field: 'discount_amount', message: 'bill.discountTooLarge' };
  return undefined;
}
