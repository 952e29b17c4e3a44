import type { BenchWorld } from '../generate/world.ts';
import type { ApiClient } from './api-client.ts';
import type { BenchPlan } from './flags.ts';
import type { ServerProcess } from './node-process.ts';
import type { MetricResult } from './report.ts';

/** What every metric gets: the plan, the generated enterprise, its admin's client and the running server. */
export interface BenchContext {
  plan: BenchPlan;
  world: BenchWorld;
  admin: ApiClient;
  anonymous: ApiClient;
  server: ServerProcess;
  databaseUrl: string;
  /** The date documents of the metrics carry: after every generated one. */
  today: string;
  log(line: string): void;
}

/** A metric (or a family measured together) answers its results by metric name. */
export type Metric = (ctx: BenchContext) => Promise<Record<string, MetricResult>>;
