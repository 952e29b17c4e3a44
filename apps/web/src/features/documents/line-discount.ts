import { Decimal, amount, discountedLine } from '@zf/shared';
import type { DraftLine } from './bill-api.ts';

const num = (v: string | undefined) => (v && !Number.isNaN(Number(v)) ? v : undefined);

/** A row's figures as the server will price them (shared line-discount.ts): gross, discount, net amount. */
export function rowFigures(l: DraftLine) {
  if (!num(l.number) || !num(l.price)) return undefined;
  const rate = num(l.discount_percent) ? new Decimal(l.discount_percent!).div(100).toString() : undefined;
  return discountedLine({ price: l.price, number: l.number, discount_rate: rate, discount_amount: rate ? undefined : num(l.discount_amount) });
}

/** The row's amount net of its discount, 2 dp ("0.00" until quantity and price are numbers). */
export const lineNet = (l: DraftLine) => rowFigures(l)?.amount ?? '0.00';

/** What the discount-amount cell shows: the percent's discount when a percent is typed, else the amount as typed. */
export const discountOf = (l: DraftLine) => (num(l.discount_percent) && !new Decimal(l.discount_percent!).isZero() ? (rowFigures(l)?.discount_amount ?? '') : (l.discount_amount ?? ''));

/** The body fields of a row's discount: the rate when a percent is typed, else the amount; nothing for none. */
export function discountSent(l: DraftLine): { discount_rate?: string; discount_amount?: string } {
  if (num(l.discount_percent) && !new Decimal(l.discount_percent!).isZero()) return { discount_rate: new Decimal(l.discount_percent!).div(100).toString() };
  if (num(l.discount_amount) && !new Decimal(l.discount_amount!).isZero()) return { discount_amount: amount(l.discount_amount!) };
  return {};
}

/** A stored line's discount as the editor holds it: the percent for a rate (0.1 → "10"), else the amount. */
export function discountDraft(l: { discount_rate?: string; discount_amount?: string }): Pick<DraftLine, 'discount_percent' | 'discount_amount'> {
  if (l.discount_rate && !new Decimal(l.discount_rate).isZero()) return { discount_percent: new Decimal(l.discount_rate).mul(100).toString() };
  if (l.discount_amount && !new Decimal(l.discount_amount).isZero()) return { discount_amount: l.discount_amount };
  return {};
}
