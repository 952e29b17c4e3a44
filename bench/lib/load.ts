import { performance } from 'node:perf_hooks';

export interface LoadResult {
  /** Requests (or transactions) completed inside the window. */
  completed: number;
  seconds: number;
  perSecond: number;
  /** Milliseconds per completed request. */
  latencies: number[];
  errors: number;
  firstError?: string;
}

/**
 * A closed-loop load: `clients` workers, each sending its next request as soon as the previous one answered, for
 * `seconds`. What a fixed number of busy users (or connections) get from the server, with every latency kept.
 */
export async function closedLoop(clients: number, seconds: number, request: (client: number, n: number) => Promise<void>): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async (client: number) => {
    for (let n = 0; performance.now() < deadline; n++) {
      const t0 = performance.now();
      try {
        await request(client, n);
        latencies.push(performance.now() - t0);
      } catch (e) {
        errors++;
        firstError ??= (e as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, i) => worker(i)));
  const elapsed = (performance.now() - started) / 1000;
  return { completed: latencies.length, seconds: elapsed, perSecond: latencies.length / elapsed, latencies, errors, firstError };
}
