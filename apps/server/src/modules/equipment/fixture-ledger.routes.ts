import {
  EquipmentIdParamsSchema as Params, FixtureLedgerListSchema as ListAnswer, FixtureLedgerQuerySchema as ListQuery, FixtureLedgerRowSchema as FixtureRow,
  FixtureLifeBodySchema as LifeBody, FixtureUsageBodySchema as UsageBody, type FixtureLedgerRow,
} from '@zf/shared';
import { sql } from 'kysely';
import { logChange } from '../../engines/resource/change-log.ts';
import { forbidden, invalidFields, notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { likePattern } from './equipment.routes.ts';

const tags = ['equipment'];
type Row = Omit<FixtureLedgerRow, 'remaining'>;
const withRemaining = (r: Row) => ({ ...r, remaining: r.life_count > 0 ? r.life_count - r.usage_count : null });

/**
 * The fixture ledger (工装台账) over the production module's fixtures: each fixture with its uses so far, its life in
 * uses and what is left (`worn=1`: those at or past their life); recording uses adds to the count, setting the life
 * changes it. Reading needs the fixture ledger page; changing it its edit right.
 */
export async function fixtureLedgerRoutes(api: App, { db }: ModuleServices): Promise<void> {
  const eid = (ctx: RequestContext) => ctx.tenant!.enterpriseId;
  const read = (ctx: RequestContext) => { if (!ctx.tenant!.permissions.canOpen('fixtureLedger')) throw forbidden(); };
  const columns = ['id', 'code', 'name', 'spec', 'quantity', 'status', 'location', 'usage_count', 'life_count'] as const;

  api.get('/fixture-ledger', { schema: { tags, querystring: ListQuery, response: { 200: envelope(ListAnswer) } } }, async (req) => {
    read(req.ctx);
    const { keyword, worn, page, page_size } = req.query;
    let q = db.selectFrom('fixture').where('enterprise_id', '=', eid(req.ctx));
    if (keyword) {
      const like = likePattern(keyword);
      q = q.where((eb) => eb.or([eb('code', 'ilike', like), eb('name', 'ilike', like), eb('spec', 'ilike', like)]));
    }
    if (worn) q = q.where('life_count', '>', 0).where(sql<boolean>`usage_count >= life_count`);
    const [{ total }, rows] = await Promise.all([
      q.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      q.select([...columns]).orderBy('code').orderBy('id').limit(page_size).offset((page - 1) * page_size).execute(),
    ]);
    return ok({ list: rows.map(withRemaining), total: Number(total), page, page_size });
  });

  const change = async (ctx: RequestContext, id: number, set: (row: Row) => Partial<Pick<Row, 'usage_count' | 'life_count'>>) => db.transaction().execute(async (tx) => {
    const row = await tx.selectFrom('fixture').select([...columns]).where('enterprise_id', '=', eid(ctx)).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw notFound();
    const values = set(row);
    await tx.updateTable('fixture').set({ ...values, update_time: Math.floor(Date.now() / 1000) }).where('enterprise_id', '=', eid(ctx)).where('id', '=', id).execute();
    const changes = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, [row[k as keyof Row], v] as const]));
    await logChange(tx, { enterpriseId: eid(ctx), employeeId: ctx.tenant!.employeeId, resource: 'fixtures', recordId: id, action: 'update', changes, summary: row.name });
    return withRemaining({ ...row, ...values });
  });

  api.post('/fixture-ledger/:id/usage', { config: { permission: 'fixture_ledger_edit' }, schema: { tags, params: Params, body: UsageBody, response: { 200: envelope(FixtureRow) } } }, async (req) =>
    ok(await change(req.ctx, req.params.id, (row) => {
      if (row.usage_count + req.body.count > 2_000_000_000) throw invalidFields({ count: 'field.invalid' });
      return { usage_count: row.usage_count + req.body.count };
    })));

  api.put('/fixture-ledger/:id', { config: { permission: 'fixture_ledger_edit' }, schema: { tags, params: Params, body: LifeBody, response: { 200: envelope(FixtureRow) } } }, async (req) =>
    ok(await change(req.ctx, req.params.id, () => ({ life_count: req.body.life_count }))));
}
