import { sql, type Kysely } from 'kysely';
import { SubjectStatus, VoucherAuxListSchema, VoucherAuxQuerySchema, VoucherSubjectListSchema } from '@zf/shared';
import { pinyin } from 'pinyin-pro';
import type { DB } from '../../../platform/db/schema.ts';
import { forbidden } from '../../../platform/http/app-error.ts';
import type { App } from '../../../platform/http/create-server.ts';
import { envelope, ok } from '../../../platform/http/envelope.ts';
import type { RequestContext } from '../../../platform/tenancy/context.ts';

/** Pinyin initials of a name, lower case letters and digits only: 库存现金 → kcxj, 应交增值税-进项税额 → yjzzsjxse. */
export const initialsOf = (name: string) =>
  pinyin(name, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('').toLowerCase().replace(/[^a-z0-9]/g, '');

const canRead = (ctx: RequestContext) => ctx.tenant!.permissions.canOpen('voucherList') || ctx.tenant!.permissions.canOpen('voucherCheck');

/**
 * What the voucher editor picks from, open to whoever opens the voucher pages (they need not open the chart of
 * accounts or the partner list): the enabled leaf accounts with pinyin initials, and auxiliary items by name or code.
 */
export async function voucherLookupRoutes(api: App, db: Kysely<DB>): Promise<void> {
  const tags = ['vouchers'];
  api.get('/vouchers/subjects', { schema: { tags, response: { 200: envelope(VoucherSubjectListSchema) } } }, async (req) => {
    if (!canRead(req.ctx)) throw forbidden();
    const rows = await db.selectFrom('account_subject as s')
      .select(['s.code', 's.name', 's.name_en', 's.aux_types', 's.direction'])
      .where('s.enterprise_id', '=', req.ctx.tenant!.enterpriseId).where('s.status', '=', SubjectStatus.enabled)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('account_subject as c').select('c.id').whereRef('c.enterprise_id', '=', 's.enterprise_id').whereRef('c.parent_code', '=', 's.code'))))
      .orderBy('s.code')
      .execute();
    const english = req.ctx.language === 'en-US';
    return ok({ list: rows.map((r) => ({ code: r.code, name: english && r.name_en ? r.name_en : r.name, initials: initialsOf(r.name), aux_types: r.aux_types, direction: r.direction })) });
  });

  api.get('/vouchers/aux-options', { schema: { tags, querystring: VoucherAuxQuerySchema, response: { 200: envelope(VoucherAuxListSchema) } } }, async (req) => {
    if (!canRead(req.ctx)) throw forbidden();
    const e = req.ctx.tenant!.enterpriseId;
    const like = req.query.keyword ? `%${req.query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const table = ({ partner: 'partner', department: 'department', employee: 'employee', project: 'expense_project', product: 'product' } as const)[req.query.kind];
    const codeColumn = table === 'employee' ? sql<string>`''` : sql<string>`code`;
    const deleted = table === 'partner' || table === 'product' ? sql`AND deleted_time IS NULL` : sql``;
    const { rows } = await sql<{ id: number; name: string; code: string }>`
      SELECT id, name, ${codeColumn} AS code FROM ${sql.table(table)}
      WHERE enterprise_id = ${e} ${deleted} ${like ? sql`AND (name ILIKE ${like} OR ${codeColumn} ILIKE ${like})` : sql``}
      ORDER BY id LIMIT 50`.execute(db);
    return ok({ list: rows.map((r) => ({ id: r.id, name: r.name, code: r.code ?? '' })) });
  });
}
