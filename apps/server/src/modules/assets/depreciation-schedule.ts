import { addMonths, Decimal, amount } from '@zf/shared';

/**
 * Depreciation maths (FINANCE.md §9), pure: the monthly amounts of an asset's life by its method. Depreciation
 * starts the month after the asset is put in use and stops at the residual value; yearly methods (double-declining,
 * sum of the years' digits) compute a year's amount and spread it over its months at 2 dp, the rounding remainder
 * going to the last month of each year (straight line: to the last month of the life), so every schedule sums to
 * original − residual to the cent.
 */
export type DepreciationMethod = 'straight_line' | 'workload' | 'double_declining' | 'sum_of_years';

export interface AssetTerms {
  original: string;
  /** Residual value rate in percent (5 = 5 %). */
  residualRate: string;
  lifeMonths: number;
  method: DepreciationMethod;
  /** The day the asset was put in use (YYYY-MM-DD). */
  startDate: string;
}
export interface PeriodAmount { period: string; amount: string }

export { addMonths };
export const monthsBetween = (from: string, to: string): number => {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty! - fy!) * 12 + (tm! - fm!);
};
/** The first month depreciated: the month after the asset was put in use. */
export const firstPeriod = (startDate: string): string => addMonths(startDate.slice(0, 7), 1);
export const residualValue = (t: Pick<AssetTerms, 'original' | 'residualRate'>): string =>
  amount(new Decimal(t.original).mul(t.residualRate).div(100));
/** What the asset may lose over its life: original − residual. */
export const depreciable = (t: Pick<AssetTerms, 'original' | 'residualRate'>): Decimal => new Decimal(t.original).minus(residualValue(t));

/** A year's amount spread over its months at 2 dp, the remainder in the year's last month (never negative). */
function spread(total: Decimal, months: number): Decimal[] {
  if (months <= 0) return [];
  let monthly = new Decimal(amount(total.div(months)));
  // Rounded up, the months before the last could pass the year's amount (0.03 over 5 months): round down then.
  if (monthly.mul(months - 1).gt(total)) monthly = total.div(months).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const out = Array.from({ length: months - 1 }, () => monthly);
  out.push(total.minus(monthly.mul(months - 1)));
  return out;
}

/** Months in each asset year (12, and what is left for the last one). */
function yearMonths(life: number): number[] {
  const years = Math.ceil(life / 12);
  return Array.from({ length: years }, (_, k) => (k < years - 1 ? 12 : life - 12 * (years - 1)));
}

function yearlyAmounts(t: AssetTerms, d: Decimal): Decimal[] {
  const months = yearMonths(t.lifeMonths);
  const n = months.length;
  const out: Decimal[] = [];
  if (t.method === 'sum_of_years') {
    const sum = (n * (n + 1)) / 2;
    let left = d;
    for (let k = 0; k < n; k++) {
      const y = k === n - 1 ? left : Decimal.min(left, new Decimal(amount(d.mul(n - k).div(sum))));
      out.push(y);
      left = left.minus(y);
    }
    return out;
  }
  // Double-declining: 2 / years of the net book value, ignoring the residual, for all but the last two years; those
  // share (net − residual) by their months (Chinese practice: straight line over the last two years).
  const rate = new Decimal(2).mul(12).div(t.lifeMonths);
  const residual = new Decimal(t.original).minus(d);
  let net = new Decimal(t.original);
  for (let k = 0; k < n - 2; k++) {
    const y = Decimal.min(new Decimal(amount(net.mul(rate))), Decimal.max(net.minus(residual), 0));
    out.push(y);
    net = net.minus(y);
  }
  const rest = net.minus(residual);
  const lastTwo = months.slice(Math.max(0, n - 2));
  const lastMonths = lastTwo.reduce((a, b) => a + b, 0);
  if (lastTwo.length === 2) {
    const first = new Decimal(amount(rest.mul(lastTwo[0]!).div(lastMonths)));
    out.push(first, rest.minus(first));
  } else out.push(rest);
  return out;
}

/**
 * The monthly amounts of the whole life from the first depreciated month (index 0), for every method but workload
 * (whose amounts follow the units entered each month: `workloadAmount`).
 */
export function lifeSchedule(t: AssetTerms): Decimal[] {
  const d = depreciable(t);
  if (t.lifeMonths <= 0 || d.lte(0)) return [];
  if (t.method === 'straight_line' || t.method === 'workload') return spread(d, t.lifeMonths);
  const months = yearMonths(t.lifeMonths);
  return yearlyAmounts(t, d).flatMap((y, k) => spread(y, months[k]!));
}

/**
 * The schedule the books follow from `fromPeriod` (the first month this system depreciates: the books' start or the
 * month after acquisition) when `opening` was depreciated before it (asset initialization): the months still to
 * come keep the shape of the method, scaled so that they sum to original − residual − opening (for opening = the
 * schedule's own amount before `fromPeriod`, the amounts are unchanged). Cumulative rounding keeps the sum exact.
 */
export function scheduleFrom(t: AssetTerms, opening: string, fromPeriod: string): PeriodAmount[] {
  const full = lifeSchedule(t);
  const first = firstPeriod(t.startDate);
  const skip = Math.max(0, monthsBetween(first, fromPeriod));
  const rest = full.slice(skip);
  const theoretical = rest.reduce((a, b) => a.plus(b), new Decimal(0));
  const target = Decimal.max(depreciable(t).minus(opening), 0);
  if (rest.length === 0 || theoretical.lte(0) || target.lte(0)) return [];
  const out: PeriodAmount[] = [];
  let cumulative = new Decimal(0);
  let booked = new Decimal(0);
  rest.forEach((a, i) => {
    cumulative = cumulative.plus(a);
    const scaled = i === rest.length - 1 ? target : new Decimal(amount(cumulative.mul(target).div(theoretical)));
    out.push({ period: addMonths(first, skip + i), amount: amount(scaled.minus(booked)) });
    booked = scaled;
  });
  return out;
}

/** Workload method: (original − residual) / total units × this month's units, never past the residual value. */
export function workloadAmount(t: AssetTerms, workloadTotal: string, units: string, accrued: string): string {
  const d = depreciable(t);
  const left = Decimal.max(d.minus(accrued), 0);
  if (new Decimal(workloadTotal).lte(0)) return '0.00';
  return amount(Decimal.min(new Decimal(amount(d.mul(units).div(workloadTotal))), left));
}

/**
 * This month's depreciation of an asset: what the schedule has reached by `period` less what was booked so far
 * (opening + earlier runs), so a month the asset was not yet on the books is caught up in the next run; never past
 * the residual value, never negative.
 */
export function amountForPeriod(t: AssetTerms, opening: string, fromPeriod: string, period: string, accrued: string): string {
  const due = scheduleFrom(t, opening, fromPeriod).filter((p) => p.period <= period).reduce((a, p) => a.plus(p.amount), new Decimal(opening));
  const left = Decimal.max(depreciable(t).minus(accrued), 0);
  return amount(Decimal.min(Decimal.max(due.minus(accrued), 0), left));
}
