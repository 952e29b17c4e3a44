import type { Kysely } from 'kysely';
import { logChange } from '../../engines/resource/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { catalogDb, platformDb } from './catalog.schema.ts';

/**
 * Drafts are products with is_draft 1 (written through the ordinary product routes); publishing turns them into
 * products of the list. All or nothing: an id that is not a live draft of the enterprise is 4004.
 */
export async function publishDrafts(database: Kysely<DB>, tenant: TenantContext, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await catalogDb(database).transaction().execute(async (tx) => {
    const drafts = await tx.selectFrom('product').select(['id', 'name']).where('enterprise_id', '=', tenant.enterpriseId).where('id', 'in', unique)
      .where('deleted_time', 'is', null).where('is_draft', '=', 1).forUpdate().execute();
    if (drafts.length !== unique.length) throw notFound();
    await tx.updateTable('product').set({ is_draft: 0, update_time: nowSeconds() }).where('enterprise_id', '=', tenant.enterpriseId).where('id', 'in', unique).execute();
    for (const d of drafts) {
      await logChange(platformDb(tx), { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId, resource: 'products', recordId: d.id, action: 'update', changes: { is_draft: [1, 0] }, summary: d.name });
    }
  });
}
