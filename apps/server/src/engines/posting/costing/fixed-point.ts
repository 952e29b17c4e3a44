/**
 * Exact decimal arithmetic on BigInt scaled by 10^12, for the costing loop. A repost re-costs every later movement
 * of a ledger; with decimal.js each step parsed and allocated a dozen Decimals (about a fifth of a 20 k-movement
 * repost, docs/performance.md). Every stored scale (amounts 2, quantities 4, unit costs 6 dp) fits exactly, sums and
 * products are exact, and rounding is the one of money.ts: half away from zero, quantities toward zero, no "-0".
 * Anything that does not parse (more than 12 decimals, an exponent) makes the caller fall back to decimal.js.
 */
export type Fixed = bigint;

const places = 12;
const scale = 10n ** BigInt(places);
const pattern = /^(-?)(\d+)(?:\.(\d{1,12}))?$/;

export function parseFixed(text: string): Fixed | undefined {
  const m = pattern.exec(text);
  if (!m) return undefined;
  const v = BigInt(m[2]! + (m[3] ?? '').padEnd(places, '0'));
  return m[1] ? -v : v;
}

export type Rounding = 'halfUp' | 'down';

/** num / den rounded to a whole number: half away from zero, or toward zero. */
function divide(num: bigint, den: bigint, rounding: Rounding): bigint {
  if (den < 0n) return divide(-num, -den, rounding);
  const negative = num < 0n;
  const a = negative ? -num : num;
  let q = a / den;
  if (rounding === 'halfUp' && (a % den) * 2n >= den) q += 1n;
  return negative ? -q : q;
}

/** 10^n for n ≤ 24, computed once: BigInt exponentiation in the loop allocated on every step of a repost. */
const powers = Array.from({ length: 25 }, (_, n) => 10n ** BigInt(n));
const unit = (dp: number) => powers[places - dp]!;

/** Rounded to `dp` places, still scaled by 10^12. */
export const roundTo = (x: Fixed, dp: number, rounding: Rounding): Fixed => divide(x, unit(dp), rounding) * unit(dp);

/** a × b rounded to `dp` places (the product itself is exact). */
export const mulTo = (a: Fixed, b: Fixed, dp: number, rounding: Rounding): Fixed => divide(a * b, scale * unit(dp), rounding) * unit(dp);

/** a / b rounded to `dp` places; b must not be 0. */
export const divTo = (a: Fixed, b: Fixed, dp: number, rounding: Rounding): Fixed => divide(a * powers[dp]!, b, rounding) * unit(dp);

/** Text with exactly `dp` decimals after rounding, as money.ts writes it (never "-0.00"). */
export function formatFixed(x: Fixed, dp: number, rounding: Rounding): string {
  const n = divide(x, unit(dp), rounding);
  const negative = n < 0n;
  const digits = (negative ? -n : n).toString().padStart(dp + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -dp)}.${digits.slice(-dp)}`;
}

export const amountOf = (x: Fixed) => formatFixed(x, 2, 'halfUp');
export const qtyOf = (x: Fixed) => formatFixed(x, 4, 'down');
export const unitPriceOf = (x: Fixed) => formatFixed(x, 6, 'halfUp');
