import type { ReportName } from '@zf/shared';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { conflict, invalidFields, notFound } from '../../platform/http/app-error.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import './report-preset.messages.ts';

/** Table of migration 0400, declared beside its only user. */
export interface ReportPresetTable {
  enterprise_id: number;
  employee_id: number;
  report: string;
  id: Generated<number>;
  name: string;
  params: ColumnType<Record<string, unknown>, string, string>;
  create_time: ColumnType<string | number, number, number>;
}
declare module '../../platform/db/schema.ts' {
  interface DB {
    report_preset: ReportPresetTable;
  }
}

export const maxPresets = 50;
export interface ReportPreset { id: number; name: string; params: Record<string, unknown>; create_time: number }

const mine = (db: Kysely<DB>, tenant: TenantContext, report: ReportName) => db.selectFrom('report_preset')
  .where('enterprise_id', '=', tenant.enterpriseId).where('employee_id', '=', tenant.employeeId).where('report', '=', report);

/** The employee's presets of one report, by name. */
export async function listPresets(db: Kysely<DB>, tenant: TenantContext, report: ReportName): Promise<ReportPreset[]> {
  const rows = await mine(db, tenant, report).select(['id', 'name', 'params', 'create_time']).orderBy('name').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, params: r.params, create_time: Number(r.create_time) }));
}

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

/** Saves the report's filters under a name of the employee's own (4090 when the name is taken, 4220 over the limit). */
export async function savePreset(db: Kysely<DB>, tenant: TenantContext, report: ReportName, name: string, params: Record<string, unknown>): Promise<ReportPreset> {
  const { n } = await mine(db, tenant, report).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  if (Number(n) >= maxPresets) throw invalidFields({ name: 'report.presetTooMany' });
  const create_time = nowSeconds();
  try {
    const { id } = await db.insertInto('report_preset')
      .values({ enterprise_id: tenant.enterpriseId, employee_id: tenant.employeeId, report, name, params: JSON.stringify(params), create_time })
      .returning('id').executeTakeFirstOrThrow();
    return { id, name, params, create_time };
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('report.presetTaken');
    throw e;
  }
}

/** Deletes one of the employee's own presets; another's (or another enterprise's) is not found. */
export async function deletePreset(db: Kysely<DB>, tenant: TenantContext, report: ReportName, id: number): Promise<void> {
  const res = await db.deleteFrom('report_preset')
    .where('enterprise_id', '=', tenant.enterpriseId).where('employee_id', '=', tenant.employeeId).where('report', '=', report).where('id', '=', id)
    .executeTakeFirst();
  if (!res.numDeletedRows) throw notFound();
}
