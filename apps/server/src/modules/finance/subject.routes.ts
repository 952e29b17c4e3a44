import { queryInt } from '@zf/shared';
import { z } from 'zod';
import { canOpenPage } from '../../engines/resource/resource-access.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, listOf, ok, pageQuery } from '../../platform/http/envelope.ts';
import type { ModuleServices } from '../module-services.ts';

const SubjectQuery = pageQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  category: queryInt(1, 5).optional(),
});
const Subject = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string().describe('in the request language'),
  category: z.number().describe('1 assets, 2 liabilities, 3 equity, 4 cost, 5 profit and loss'),
  direction: z.number().describe('1 debit, 2 credit'),
  level: z.number(),
  parent_code: z.string(),
  status: z.number(),
});

/**
 * The chart of accounts (会计科目) each enterprise starts with, read-only until the general ledger edits it:
 * list by code, filtered by category or a keyword on code and name.
 */
export async function subjectRoutes(api: App, { db }: ModuleServices): Promise<void> {
  api.get('/subjects', { schema: { tags: ['subjects'], querystring: SubjectQuery, response: { 200: envelope(listOf(Subject)) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    if (!canOpenPage(tenant.permissions, 'subjectList')) throw forbidden();
    const { page, page_size, keyword, category } = req.query;
    let q = db.selectFrom('account_subject').where('enterprise_id', '=', tenant.enterpriseId);
    if (category) q = q.where('category', '=', category);
    if (keyword) {
      const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) => eb.or([eb('code', 'like', pattern), eb('name', 'ilike', pattern), eb('name_en', 'ilike', pattern)]));
    }
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy('code').limit(page_size).offset((page - 1) * page_size).execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    ]);
    const english = req.ctx.language === 'en-US';
    return ok({
      list: rows.map((r) => ({
        id: r.id, code: r.code, name: english && r.name_en ? r.name_en : r.name, category: r.category, direction: r.direction,
        level: r.level, parent_code: r.parent_code, status: r.status,
      })),
      total: Number(total?.n ?? 0),
      page,
      page_size,
    });
  });
}
