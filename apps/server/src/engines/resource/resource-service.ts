import type { Kysely } from 'kysely';
import type { Resource } from '@zf/shared';
import type { DB } from '../../platform/db/schema.ts';
import { dynamicDb, typedDb as typed, type DynamicDb } from '../../platform/db/dynamic-db.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError, conflict, invalidFields, notFound } from '../../platform/http/app-error.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { Code, type Language } from '@zf/shared';
import { logChange } from './change-log.ts';
import { fillAutoCodes } from './auto-code.ts';
import { assertVersion } from './record-version.ts';
import type { ResourceRegistry } from './resource-registry.ts';
import { duplicateFields, findRecord, firstReference, missingRefs, wouldCycle } from './resource-store.ts';
import { differences, redactPasswords, rowToRecord, sealPasswords, valuesForCreate, valuesForUpdate } from './resource-values.ts';

/**
 * Writes of one resource: create, update, delete (to the recycle bin or for good), restore. Each runs in one
 * transaction and leaves an enterprise-log entry. Validation of shapes happened in the route (zod); here are the
 * rules that need the database: uniqueness, refs inside the enterprise, tree cycles, referenced-delete refusal.
 */
export class ResourceService {
  constructor(private readonly db: Kysely<DB>, private readonly registry: ResourceRegistry, readonly resource: Resource) {}

  /** The resource's table is named by its definition: the engine's dynamic door (dynamic-db.ts). */
  private get anyDb(): DynamicDb {
    return dynamicDb(this.db);
  }

  async get(tenant: TenantContext, id: number, opts: { deleted?: boolean } = {}) {
    const row = await findRecord(this.anyDb, this.registry, this.resource, tenant.enterpriseId, id, { deleted: opts.deleted ?? false });
    if (!row) throw notFound();
    return rowToRecord(this.resource, row);
  }

  /** Checks that need the database; throws 4220 with every failing field. */
  async checkRules(db: DynamicDb, enterpriseId: number, values: Record<string, unknown>, id?: number): Promise<void> {
    const fields = { ...(await missingRefs(db, this.registry, this.resource, enterpriseId, values)), ...(await duplicateFields(db, this.resource, enterpriseId, values, id)) };
    if (this.resource.tree && id !== undefined && values.parent_id !== undefined && (await wouldCycle(db, this.resource, enterpriseId, id, Number(values.parent_id)))) {
      fields.parent_id = 'field.invalid' as never;
    }
    if (Object.keys(fields).length) throw invalidFields(fields);
  }

  async create(tenant: TenantContext, body: Record<string, unknown>): Promise<{ id: number }> {
    const values = await sealPasswords(this.resource, valuesForCreate(this.resource, body), true);
    return this.anyDb.transaction().execute(async (tx) => {
      await this.checkRules(tx, tenant.enterpriseId, values);
      await fillAutoCodes(tx, tenant.enterpriseId, this.resource, [values]);
      await this.registry.hooksOf(this.resource.name).beforeWrite?.(typed(tx), tenant.enterpriseId, values);
      const now = nowSeconds();
      const row = await tx
        .insertInto(this.resource.table)
        .values({ ...values, enterprise_id: tenant.enterpriseId, create_time: now, update_time: now })
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch(rethrowUnique);
      await logChange(typed(tx), { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId, resource: this.resource.name, recordId: row.id, action: 'create', summary: summaryOf(values) });
      return { id: row.id as number };
    });
  }

  /**
   * Saves the fields the body names. `body.version` (when sent) must be the stored version: a save made from an
   * older read is refused with 4090 naming who changed the record and when (record-version.ts).
   */
  async update(tenant: TenantContext, id: number, body: Record<string, unknown>): Promise<void> {
    const values = await sealPasswords(this.resource, valuesForUpdate(this.resource, body), false);
    const sentVersion = typeof body.version === 'number' ? body.version : undefined;
    await this.anyDb.transaction().execute(async (tx) => {
      let q = tx.selectFrom(this.resource.table).selectAll().where('enterprise_id', '=', tenant.enterpriseId).where('id', '=', id);
      if (this.resource.deleteMode === 'recycle') q = q.where('deleted_time', 'is', null);
      const before = await q.forUpdate().executeTakeFirst();
      if (!before) throw notFound();
      await assertVersion(typed(tx), { enterpriseId: tenant.enterpriseId, resource: this.resource.name, recordId: id, version: Number(before.version), updateTime: before.update_time }, sentVersion);
      await this.checkRules(tx, tenant.enterpriseId, values, id);
      await this.registry.hooksOf(this.resource.name).beforeWrite?.(typed(tx), tenant.enterpriseId, values, before);
      const changes = redactPasswords(this.resource, differences(before, values));
      if (!Object.keys(changes).length) return;
      await tx
        .updateTable(this.resource.table)
        .set({ ...values, update_time: nowSeconds() })
        .where('enterprise_id', '=', tenant.enterpriseId)
        .where('id', '=', id)
        .execute()
        .catch(rethrowUnique);
      await logChange(typed(tx), { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId, resource: this.resource.name, recordId: id, action: 'update', changes, summary: summaryOf(before) });
    });
  }

  /**
 * Deletes several records at once: all or none. Refused with 4090 while anything refers to one of them; the
 * message names what refers, in the caller's language.
 */
  async remove(tenant: TenantContext, ids: number[], language: Language): Promise<void> {
    await this.anyDb.transaction().execute(async (tx) => {
      let q = tx.selectFrom(this.resource.table).selectAll().where('enterprise_id', '=', tenant.enterpriseId).where('id', 'in', ids);
      if (this.resource.deleteMode === 'recycle') q = q.where('deleted_time', 'is', null);
      const rows = await q.forUpdate().execute();
      if (rows.length !== new Set(ids).size) throw notFound();
      const ref = await firstReference(tx, this.registry, this.resource, tenant.enterpriseId, ids);
      if (ref) throw new AppError(Code.conflict, 'resource.referenced', { referenced_by: ref.table }, { what: ref.label[language] });
      await this.registry.hooksOf(this.resource.name).beforeDelete?.(typed(tx), tenant.enterpriseId, rows);
      if (this.resource.deleteMode === 'recycle') {
        await tx.updateTable(this.resource.table).set({ deleted_time: nowSeconds(), update_time: nowSeconds() }).where('enterprise_id', '=', tenant.enterpriseId).where('id', 'in', ids).execute();
      } else {
        await tx.deleteFrom(this.resource.table).where('enterprise_id', '=', tenant.enterpriseId).where('id', 'in', ids).execute();
      }
      for (const row of rows) {
        await logChange(typed(tx), { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId, resource: this.resource.name, recordId: row.id, action: 'delete', summary: summaryOf(row) });
      }
    });
  }

  /** Back from the recycle bin; refused (4220 on the field) when a live record took its unique value meanwhile. */
  async restore(tenant: TenantContext, ids: number[]): Promise<void> {
    if (this.resource.deleteMode !== 'recycle') throw notFound();
    await this.anyDb.transaction().execute(async (tx) => {
      const rows = await tx.selectFrom(this.resource.table).selectAll().where('enterprise_id', '=', tenant.enterpriseId).where('id', 'in', ids).where('deleted_time', 'is not', null).forUpdate().execute();
      if (rows.length !== new Set(ids).size) throw notFound();
      for (const row of rows) await this.checkRules(tx, tenant.enterpriseId, row, row.id);
      await tx.updateTable(this.resource.table).set({ deleted_time: null, update_time: nowSeconds() }).where('enterprise_id', '=', tenant.enterpriseId).where('id', 'in', ids).execute();
      for (const row of rows) {
        await logChange(typed(tx), { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId, resource: this.resource.name, recordId: row.id, action: 'restore', summary: summaryOf(row) });
      }
    });
  }
}

const summaryOf = (values: Record<string, unknown>): string => String(values.name ?? values.code ?? values.title ?? '');

/** Two writers racing past the pre-check still meet the unique index: answer like the pre-check would. */
function rethrowUnique(e: unknown): never {
  if ((e as { code?: string }).code === '23505') throw conflict('field.duplicate');
  throw e;
}
