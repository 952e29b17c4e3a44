import type { Language, ReportAnswer, ReportName, ReportQuery } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';

/**
 * How a report is answered: a runner per report name (the definitions are packages/shared reports/). The route checks
 * the page right, the dates, the group-by and the filters against the definition before the runner runs, so a runner
 * only ever sees a dimension and filters its definition names.
 */
/** `language` is the caller's, for the labels of the groups. */
export type ReportRunner = (db: Kysely<DB>, tenant: TenantContext, query: ReportQuery, language: Language) => Promise<ReportAnswer>;

const runners = new Map<ReportName, ReportRunner>();

/** Each report file registers its runner on load (reports/index.ts imports them). */
export function registerReport(name: ReportName, runner: ReportRunner): void {
  if (runners.has(name)) throw new Error(`report ${name} registered twice`);
  runners.set(name, runner);
}

export const reportRunner = (name: ReportName): ReportRunner | undefined => runners.get(name);
