import { Code, EmployeeStatus, DeregistrationStatus } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import { cancelCoolingOffDays } from '../../platform/auth/user-record.ts';
import type { DB } from '../../platform/db/schema.ts';
import { tableColumns } from '../../platform/db/table-columns.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError, conflict, invalidFields } from '../../platform/http/app-error.ts';

/** enterprise_deregistration.status (in @zf/shared: the web reads it too). */
export { DeregistrationStatus };
/** The cooling-off is the account cancellation's (15 days); the export must be this fresh to apply. */
export const coolingOffDays = cancelCoolingOffDays;
const exportFreshSeconds = 86_400;
const secretColumns = new Set(['password_hash', 'token_hash', 'code_hash', 'answer_hash', 'secret']);

/** The state the deregistration page shows. */
export async function deregistrationState(db: Kysely<DB>, enterpriseId: number) {
  const last = await db.selectFrom('enterprise_deregistration').selectAll().where('enterprise_id', '=', enterpriseId).orderBy('id', 'desc').executeTakeFirst();
  const exported = await db.selectFrom('enterprise_data_export').select('create_time').where('enterprise_id', '=', enterpriseId).orderBy('id', 'desc').executeTakeFirst();
  const open = last && last.status !== DeregistrationStatus.undone ? last : undefined;
  const now = nowSeconds();
  return {
    status: open?.status ?? 0,
    reason: open?.reason ?? '',
    apply_time: open ? Number(open.apply_time) : 0,
    due_time: open ? Number(open.due_time) : 0,
    days_left: open?.status === DeregistrationStatus.coolingOff ? Math.max(0, Math.ceil((Number(open.due_time) - now) / 86_400)) : 0,
    last_export_time: exported ? Number(exported.create_time) : 0,
    export_fresh: !!exported && now - Number(exported.create_time) <= exportFreshSeconds,
  };
}

/** The tables that hold the enterprise's rows (every table with enterprise_id), secrets left out. */
const enterpriseTables = () => Object.entries(tableColumns)
  .filter(([, cols]) => 'enterprise_id' in cols)
  .map(([table, cols]) => ({ table, columns: Object.keys(cols).filter((c) => !secretColumns.has(c)) }))
  .sort((a, b) => a.table.localeCompare(b.table));

/**
 * The enterprise's data as one JSON document, read table by table (each row as the database has it, secrets such as
 * password hashes left out); the export is recorded. Built whole before it is sent: a streamed answer was cut off
 * once under load in the PostgreSQL run, and an SME's books fit in memory.
 */
export async function exportEnterpriseData(db: Kysely<DB>, enterpriseId: number, employeeId: number): Promise<Buffer> {
  const enterprise = await db.selectFrom('enterprise').select(['id', 'code', 'name', 'org_name', 'create_time']).where('id', '=', enterpriseId).executeTakeFirstOrThrow();
  const raw = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const parts: string[] = [];
  for (const { table, columns } of enterpriseTables()) {
    const rows = await raw.selectFrom(table).select(columns).where('enterprise_id', '=', enterpriseId).execute();
    parts.push(`${JSON.stringify(table)}:${JSON.stringify(rows)}`);
  }
  await db.insertInto('enterprise_data_export').values({ enterprise_id: enterpriseId, employee_id: employeeId, create_time: nowSeconds() }).execute();
  return Buffer.from(`{"enterprise":${JSON.stringify(enterprise)},"exported_time":${nowSeconds()},"tables":{${parts.join(',')}}}`, 'utf8');
}

/**
 * Applies for deregistration: the administrator types the enterprise's name, gives a reason and must have exported
 * the data within 24 hours. A cooling-off period follows; one application at a time.
 */
export async function applyDeregistration(db: Kysely<DB>, enterpriseId: number, employeeId: number, input: { confirm_name: string; reason: string }) {
  if (input.reason.trim().length < 2) throw invalidFields({ reason: 'deregistration.reason' });
  const e = await db.selectFrom('enterprise').select('name').where('id', '=', enterpriseId).executeTakeFirstOrThrow();
  if (input.confirm_name.trim() !== e.name) throw invalidFields({ confirm_name: 'deregistration.wrongName' });
  const state = await deregistrationState(db, enterpriseId);
  if (state.status === DeregistrationStatus.coolingOff) throw conflict('deregistration.pending');
  if (!state.export_fresh) throw new AppError(Code.conflict, 'deregistration.exportFirst');
  const now = nowSeconds();
  try {
    await db.insertInto('enterprise_deregistration').values({ enterprise_id: enterpriseId, reason: input.reason.trim(), employee_id: employeeId, apply_time: now, due_time: now + coolingOffDays * 86_400 }).execute();
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw conflict('deregistration.pending');
    throw err;
  }
  return deregistrationState(db, enterpriseId);
}

export async function undoDeregistration(db: Kysely<DB>, enterpriseId: number) {
  const done = await db.updateTable('enterprise_deregistration').set({ status: DeregistrationStatus.undone, undo_time: nowSeconds() })
    .where('enterprise_id', '=', enterpriseId).where('status', '=', DeregistrationStatus.coolingOff).where('due_time', '>', nowSeconds()).returning('id').executeTakeFirst();
  if (!done) throw conflict('deregistration.notPending');
  return deregistrationState(db, enterpriseId);
}

/**
 * Finishes every application whose cooling-off has run out: the enterprise is closed — its staff disabled and every
 * session in it ended, so nobody can act in it any more; its rows stay (the law wants books kept). Run hourly.
 */
export async function finishDueDeregistrations(db: Kysely<DB>, now = nowSeconds()): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const due = await tx.updateTable('enterprise_deregistration').set({ status: DeregistrationStatus.deregistered, finish_time: now })
      .where('status', '=', DeregistrationStatus.coolingOff).where('due_time', '<=', now).returning('enterprise_id').execute();
    const ids = due.map((d) => d.enterprise_id);
    if (!ids.length) return 0;
    await tx.updateTable('employee').set({ status: EmployeeStatus.disabled, update_time: now }).where('enterprise_id', 'in', ids).execute();
    await tx.updateTable('user_session').set({ revoked_time: now }).where('enterprise_id', 'in', ids).where('revoked_time', 'is', null).execute();
    await tx.updateTable('app_user').set({ last_enterprise_id: sql`NULL` }).where('last_enterprise_id', 'in', ids).execute();
    return ids.length;
  });
}
