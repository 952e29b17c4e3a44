import { BomCopyBodySchema as CopyBomBody, BomCopyResultSchema as CopyBomResult, type BomCopyResult } from '@zf/shared';
import type { Kysely } from 'kysely';
import { logChange } from '../../engines/resource/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError, invalidFields } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import type { AnyMessageKey } from '../../platform/i18n/server-messages.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { bomRules } from './bom-rules.ts';
import { catalogDb, platformDb } from './catalog.schema.ts';

/**
 * Copies one finished product's BOM onto another (the BOM page's "copy" right, bom_copy): a new pump size starts
 * from the one it resembles. Components the target already has keep their own quantities (skipped); every copied
 * row passes the BOM rules, and a copy that would put the target inside itself is refused whole, on the target.
 */
export async function copyBom(db: Kysely<DB>, tenant: TenantContext, fromId: number, toId: number): Promise<BomCopyResult> {
  const enterpriseId = tenant.enterpriseId;
  if (fromId === toId) throw invalidFields({ to_product_id: 'field.invalid' });
  return catalogDb(db).transaction().execute(async (tx) => {
    const live = await tx.selectFrom('product').select('id').where('enterprise_id', '=', enterpriseId).where('id', 'in', [fromId, toId]).where('deleted_time', 'is', null).execute();
    const missing: Record<string, AnyMessageKey> = {};
    if (!live.some((p) => p.id === fromId)) missing.from_product_id = 'field.refMissing';
    if (!live.some((p) => p.id === toId)) missing.to_product_id = 'field.refMissing';
    if (Object.keys(missing).length) throw invalidFields(missing);

    const source = await tx.selectFrom('bom_item').selectAll().where('enterprise_id', '=', enterpriseId).where('product_id', '=', fromId).orderBy('sort').orderBy('id').execute();
    const present = new Set((await tx.selectFrom('bom_item').select('component_id').where('enterprise_id', '=', enterpriseId).where('product_id', '=', toId).execute()).map((r) => r.component_id));
    const rows = source.filter((r) => !present.has(r.component_id)).map((r) => ({
      product_id: toId, component_id: r.component_id, quantity: r.quantity, loss_rate: r.loss_rate, issue_method: r.issue_method, remark: r.remark, sort: r.sort,
    }));
    for (const values of rows) {
      try {
        await bomRules.beforeWrite!(tx, enterpriseId, { ...values });
      } catch (e) {
        // The rule's words (a product inside itself) belong to the target the user chose.
        const fields = e instanceof AppError ? (e.data as { fields?: Record<string, AnyMessageKey> } | null)?.fields : undefined;
        if (fields?.component_id) throw invalidFields({ to_product_id: fields.component_id });
        throw e;
      }
    }
    if (rows.length) {
      const now = nowSeconds();
      const made = await tx.insertInto('bom_item').values(rows.map((r) => ({ ...r, enterprise_id: enterpriseId, create_time: now, update_time: now }))).returning('id').execute();
      for (const { id } of made) {
        await logChange(platformDb(tx), { enterpriseId, employeeId: tenant.employeeId, resource: 'boms', recordId: id, action: 'create', summary: `copy ${fromId}→${toId}` });
      }
    }
    return { copied: rows.length, skipped: source.length - rows.length };
  });
}

export async function bomCopyRoutes(api: App, { db }: ModuleServices): Promise<void> {
  api.post('/boms/copy', { config: { permission: 'bom_copy' }, schema: { tags: ['boms'], body: CopyBomBody, response: { 200: envelope(CopyBomResult) } } }, async (req) =>
    ok(await copyBom(db, req.ctx.tenant!, req.body.from_product_id, req.body.to_product_id)));
}
