import { billMetas, billPages, EmployeeOptionListSchema, EmployeeOptionsQuerySchema } from '@zf/shared';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../platform/services.ts';
import { requireTenant } from '../../platform/tenancy/context.ts';
import { EmployeeStatus } from './employee-status.ts';


/**
 * Who a document may name as its principal (业务员 / 经办人): the enterprise's enabled employees, id and name only,
 * for every member — a clerk picks the salesperson without the right to open the staff list. The answer has the
 * resource-list shape ({list, total}), so the web's reference select reads it like any resource. Granted by the
 * document pages (the principal and worker pickers are on them), not to a member who opens none.
 */
const documentPages = [...new Set(billMetas.flatMap((m) => billPages(m)))];
export async function employeeOptionsRoutes(api: App, { db }: Services): Promise<void> {
  api.get('/employees/options', { config: { pages: documentPages }, schema: { tags: ['employees'], querystring: EmployeeOptionsQuerySchema, response: { 200: envelope(EmployeeOptionListSchema) } } }, async (req) => {
    const { enterpriseId } = requireTenant(req.ctx);
    const { keyword, page, page_size } = req.query;
    const base = db.selectFrom('employee as e')
      .leftJoin('department as d', (j) => j.onRef('d.enterprise_id', '=', 'e.enterprise_id').onRef('d.id', '=', 'e.department_id'))
      .where('e.enterprise_id', '=', enterpriseId).where('e.status', '=', EmployeeStatus.active)
      .$if(Boolean(keyword), (q) => q.where((eb) => eb.or([eb('e.name', 'like', `%${keyword}%`), eb('e.phone', 'like', `%${keyword}%`)])));
    const [rows, count] = await Promise.all([
      base.select(['e.id', 'e.name', 'e.department_id', 'd.name as department_name']).orderBy('e.id').limit(page_size).offset((page - 1) * page_size).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return ok({ list: rows.map((r) => ({ ...r, department_name: r.department_name ?? '' })), total: Number(count.n) });
  });
}
