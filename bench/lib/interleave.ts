/**
 * Runs a metric and its baseline(s) interleaved — A B A B … — so that both see the same moments of a noisy machine.
 * Each step returns one measurement; the result holds every step's measurements in run order.
 */
export interface Step {
  name: string;
  run(round: number): Promise<number>;
}

export interface InterleaveOptions {
  rounds: number;
  /** Unrecorded rounds first (JIT, caches, connection pools): both sides start warm. */
  warmup?: number;
  /** Called after every recorded measurement (progress output). */
  onMeasure?: (step: string, round: number, value: number) => void;
}

export async function interleave(steps: readonly Step[], opts: InterleaveOptions): Promise<Record<string, number[]>> {
  const names = new Set(steps.map((s) => s.name));
  if (names.size !== steps.length) throw new Error('interleaved steps need distinct names');
  for (let w = 0; w < (opts.warmup ?? 0); w++) for (const step of steps) await step.run(-1 - w);
  const results: Record<string, number[]> = Object.fromEntries(steps.map((s) => [s.name, []]));
  for (let round = 0; round < opts.rounds; round++) {
    for (const step of steps) {
      const value = await step.run(round);
      results[step.name]!.push(value);
      opts.onMeasure?.(step.name, round, value);
    }
  }
  return results;
}

/** Seconds for a timed run: a warm-up round (negative) runs half as long, it only has to warm code paths and pools. */
export const warmupOr = (round: number, seconds: number): number => (round < 0 ? seconds / 2 : seconds);
