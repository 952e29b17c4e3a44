/** Small statistics the benchmark reports: medians of runs and per-pair ratios, percentiles of latencies. */

export function median(values: readonly number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Nearest-rank percentile (p in 0..100) of unsorted samples, as load tools report p99. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/**
 * The ratio of a metric to its baseline over interleaved pairs: the median of the per-pair ratios, so that a slow
 * moment of the machine, which hits both halves of one pair, cancels out instead of skewing the result.
 */
export function medianRatio(values: readonly number[], baselines: readonly number[]): number {
  if (values.length !== baselines.length) throw new Error(`pairs differ: ${values.length} values, ${baselines.length} baselines`);
  return median(values.map((v, i) => v / baselines[i]!));
}

/** Rounds for display and JSON: 3 significant digits below 100, whole numbers above. */
export function round(value: number): number {
  if (!Number.isFinite(value)) return value;
  if (Math.abs(value) >= 100) return Math.round(value);
  return Number(value.toPrecision(3));
}
