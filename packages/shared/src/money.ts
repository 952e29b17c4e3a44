import DecimalBase from 'decimal.js';

/**
 * Decimal with 40 significant digits: the library default (20) silently rounds large amounts × rates.
 * Amounts 2 dp, quantities 4 dp (truncated, SPEC §9), unit prices and rates 6 dp.
 */
export const Decimal = DecimalBase.clone({ precision: 40, rounding: DecimalBase.ROUND_HALF_UP });
export type Decimal = InstanceType<typeof Decimal>;
export type DecimalInput = string | number | Decimal;

// decimal.js keeps the sign of a value that rounds to zero ("-0.00"); money never shows or stores a negative zero.
const fixed = (v: DecimalInput, dp: number, rounding: 1 | 4): string => {
  const s = new Decimal(v).toFixed(dp, rounding);
  return /^-0\.?0*$/.test(s) ? s.slice(1) : s;
};
export const amount = (v: DecimalInput): string => fixed(v, 2, Decimal.ROUND_HALF_UP);
export const qty = (v: DecimalInput): string => fixed(v, 4, Decimal.ROUND_DOWN);
export const unitPrice = (v: DecimalInput): string => fixed(v, 6, Decimal.ROUND_HALF_UP);
export const rate = unitPrice;

/** Line total = price × number, 2 dp. */
export const lineAmount = (price: DecimalInput, number: DecimalInput): string => amount(new Decimal(price).mul(number));

/** Sum of decimal strings, exact. */
export const sum = (values: DecimalInput[]): Decimal => values.reduce<Decimal>((s, v) => s.add(v), new Decimal(0));

/**
 * Thousands separators for display: 1234567.5 → "1,234,567.50". A figure the server withheld (column rights remove
 * the field) shows as an empty cell.
 */
export function formatAmount(v: DecimalInput | null | undefined, places = 2): string {
  if (v === undefined || v === null || v === '') return '';
  const [int = '0', frac] = new Decimal(v).toFixed(places, Decimal.ROUND_HALF_UP).split('.');
  const negative = int.startsWith('-');
  const digits = negative ? int.slice(1) : int;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}
