/** Seeded randomness, so two runs of the generator build the same enterprise. */

/** mulberry32, the demo data's generator: one implementation for both. */
export { demoRandom as seededRandom } from '../../apps/server/src/modules/setup/demo/demo-values.ts';

export const between = (random: () => number, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

/**
 * Picks indexes 0..n-1 with Zipf-like weights 1 / (rank + offset): a few products sell all the time, most rarely,
 * as in any parts catalogue. Sampling is a binary search over the cumulative weights.
 */
export function zipfPicker(n: number, offset = 10): (random: () => number) => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) cumulative[i] = sum += 1 / (i + offset);
  return (random) => {
    const target = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}
