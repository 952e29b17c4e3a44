import { Decimal } from '@zf/shared';

export type AbcLetter = 'A' | 'B' | 'C';
export interface AbcPercentages {
  a_percent: string;
  b_percent: string;
  c_percent: string;
}

/** Until an enterprise sets its own: the classic 70 / 20 / 10 split of value. */
export const defaultAbcPercentages: AbcPercentages = { a_percent: '70.00', b_percent: '20.00', c_percent: '10.00' };

/**
 * ABC classification by share of value (pure; the percentages total 100, checked by the caller with checkTotals100).
 * Products are ranked by value, highest first (ties by id). A product is A while the value ranked before it is below
 * A% of the total, then B while below (A+B)%, else C; so the product that crosses a line still belongs to the upper
 * class, and the A products together hold at least A% of the value. Products without value are C.
 */
export function classifyAbc(items: ReadonlyArray<{ id: number; value: string }>, p: AbcPercentages): Map<number, AbcLetter> {
  const ranked = [...items].map((i) => ({ id: i.id, value: new Decimal(i.value) }))
    .sort((x, y) => y.value.comparedTo(x.value) || x.id - y.id);
  const total = ranked.reduce((s, i) => s.add(i.value), new Decimal(0));
  const aLine = total.mul(p.a_percent).div(100);
  const bLine = total.mul(new Decimal(p.a_percent).add(p.b_percent)).div(100);
  const classes = new Map<number, AbcLetter>();
  let before = new Decimal(0);
  for (const item of ranked) {
    const letter: AbcLetter = item.value.lte(0) ? 'C' : before.lt(aLine) ? 'A' : before.lt(bLine) ? 'B' : 'C';
    classes.set(item.id, letter);
    before = before.add(item.value);
  }
  return classes;
}
