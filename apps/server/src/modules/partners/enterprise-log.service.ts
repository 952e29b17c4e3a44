import { checkDateRange, type EnterpriseLogFilter, type Labels, type Language } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { invalidFields } from '../../platform/http/app-error.ts';

/** Midnight (server local time, like the business periods) of a YYYY-MM-DD day plus `days`, as unix seconds. */
function midnight(day: string, days = 0): number {
  const [y, m, d] = day.split('-').map(Number);
  return Math.floor(new Date(y!, m! - 1, d! + days).getTime() / 1000);
}

/**
 * The enterprise log (企业日志): every master-data change the resource engine and the staff routes recorded in
 * change_log, newest first, with the employee's name and the resource's label in the reader's language.
 */
export async function enterpriseLogs(db: Kysely<DB>, enterpriseId: number, f: EnterpriseLogFilter, language: Language, labelOf: (resource: string) => Labels | undefined) {
  if (f.date_from && f.date_to) {
    const problem = checkDateRange(f.date_from, f.date_to);
    if (problem) throw invalidFields({ date_from: problem, date_to: problem });
  }
  let q = db
    .selectFrom('change_log as l')
    .leftJoin('employee as e', (j) => j.onRef('e.enterprise_id', '=', 'l.enterprise_id').onRef('e.id', '=', 'l.employee_id'))
    .where('l.enterprise_id', '=', enterpriseId);
  if (f.resource) q = q.where('l.resource', '=', f.resource);
  if (f.record_id) q = q.where('l.record_id', '=', f.record_id);
  if (f.employee_id) q = q.where('l.employee_id', '=', f.employee_id);
  if (f.action) q = q.where('l.action', '=', f.action);
  if (f.date_from) q = q.where('l.create_time', '>=', midnight(f.date_from));
  if (f.date_to) q = q.where('l.create_time', '<', midnight(f.date_to, 1));
  const [rows, total] = await Promise.all([
    q.select(['l.id', 'l.resource', 'l.record_id', 'l.action', 'l.employee_id', 'e.name as employee_name', 'l.summary', 'l.changes', 'l.create_time'])
      .orderBy('l.id', 'desc').limit(f.page_size).offset((f.page - 1) * f.page_size).execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  return {
    list: rows.map((r) => ({
      id: Number(r.id), resource: r.resource, resource_name: labelOf(r.resource)?.[language] ?? r.resource, record_id: r.record_id,
      action: r.action, employee_id: r.employee_id ?? 0, employee_name: r.employee_name ?? '', summary: r.summary,
      changes: (r.changes ?? {}) as Record<string, [unknown, unknown]>, create_time: Number(r.create_time),
    })),
    total: Number(total?.n ?? 0),
    page: f.page,
    page_size: f.page_size,
  };
}
