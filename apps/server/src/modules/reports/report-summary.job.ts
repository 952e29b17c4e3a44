import { chinaToday, AuditStatus } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../platform/db/schema.ts';
import { kindTypes } from './bill-lines.ts';
import { buildSpans, summarySpansIn, validSpans, type SummaryKind } from './report-month.ts';

/** How far back the job keeps summaries: as far as a report may reach (3 years), from the month's first day. */
const yearsKept = 3;

/**
 * The hourly summary job (any server may run it; builders of one enterprise take turns): for every enterprise with
 * approved sale or purchase bills in the last three years, the missing or stale month summaries from its first such
 * month to the settled day are built — so a report's first request reads summaries instead of building them, and the
 * current month's summary follows the settled day — and the recorded changes every summary now includes are forgotten,
 * also for enterprises with changes but no bills of those kinds (a builder drops the summaries a change invalidates
 * before it forgets the change).
 */
export async function runReportSummaries(db: Kysely<DB>, now = new Date(), logger?: FastifyBaseLogger): Promise<{ built: number }> {
  const china = chinaToday(now);
  const since = `${Number(china.slice(0, 4)) - yearsKept}-${china.slice(5, 7)}-01`;
  let built = 0;
  for (const kind of ['sale', 'purchase'] as const satisfies readonly SummaryKind[]) {
    const types = kindTypes[kind];
    // Per enterprise the first bill date of each type in range: one short index probe each (bill_list).
    const { rows } = await sql<{ enterprise_id: number; first: string | null }>`
      SELECT e.id AS enterprise_id, to_char(least(${sql.join(types.map((t) => sql`(SELECT min(b.bill_date) FROM bill b
        WHERE b.enterprise_id = e.id AND b.type = ${t} AND b.bill_date >= ${since}::date AND b.audit_status = ${AuditStatus.approved})`))}), 'YYYY-MM-DD') AS first
      FROM enterprise e ORDER BY e.id`.execute(db);
    for (const { enterprise_id: e, first } of rows) {
      if (!first) continue;
      try {
        const spans = summarySpansIn(`${first.slice(0, 7)}-01`, china, now);
        if ((await validSpans(db, e, kind, spans)).length < spans.length) {
          await buildSpans(db, e, kind, spans);
          built++;
        }
      } catch (err) {
        logger?.error({ err, enterprise: e, kind }, 'report summaries failed');
      }
    }
  }
  // Changes nobody folded yet (enterprises whose summaries were all valid, or with no bills of the kinds).
  const { rows: pending } = await sql<{ enterprise_id: number }>`SELECT DISTINCT enterprise_id FROM report_change`.execute(db);
  for (const { enterprise_id: e } of pending) await buildSpans(db, e, 'sale', []);
  return { built };
}
