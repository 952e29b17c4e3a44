import {
  ResourceCreatedSchema, ResourceIdParamsSchema as IdParams, ResourceIdsBodySchema as IdsBody, ResourceListQuerySchema as ListQuerySchema,
  enumOption, findPage, maxId, queryDate, queryFlag, queryInt, queryRefId, refNameKey, type FieldDef, type Resource,
} from '@zf/shared';
import { dynamicDb } from '../../platform/db/dynamic-db.ts';
import { z } from 'zod';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, listOf, ok } from '../../platform/http/envelope.ts';
import { stripColumns } from '../../platform/permissions/permission-set.ts';
import type { Services } from '../../platform/services.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import { canOpenPage, permissionsInPlay, requireScopedAction, routeCode, scopeValueOf, storedScopeValues } from './resource-access.ts';
import { resourceExcelRoutes } from './resource-excel.routes.ts';
import type { ResourceRegistry } from './resource-registry.ts';
import { ResourceService } from './resource-service.ts';
import { VersionField } from './record-version.ts';
import { listRecords, type ListQuery } from './resource-store.ts';
import { rowToRecord } from './resource-values.ts';

/**
 * A list filter's value as its field's kind takes it (ISSUE 11): a reference or number as digits, a switch 0/1, an
 * enum one of its values, a date a real day; `?category_id=abc`, `?status=true` or `?sort=1e3` answer 4220 naming
 * the parameter instead of reaching the database. The value goes on as text, as the list query takes it.
 */
function filterValue(f: FieldDef): z.ZodType<string | undefined> {
  const text = (s: z.ZodType<number | string>) => s.transform(String).optional();
  switch (f.kind) {
    case 'ref': return text(queryRefId());
    case 'switch': return text(queryFlag());
    case 'integer': return text(queryInt(-maxId, maxId));
    case 'sort': return text(queryInt(1, 9999));
    case 'enum': return typeof f.options?.[0]?.value === 'string'
      ? text(z.string().refine((v) => !!enumOption(f, v), 'field.invalid'))
      : text(queryInt(-maxId, maxId).refine((v) => !!enumOption(f, v), 'field.invalid'));
    case 'date': return text(queryDate());
    default: return z.string().max(200, 'field.tooLong').optional();
  }
}

/** The list's query string: paging, search, sort, and each filterable field (its scopes, a tree's parent) typed. */
export function listQuerySchema(r: Resource) {
  const keys = [...Object.entries(r.allFields).filter(([, f]) => f.filter).map(([k]) => k), ...(r.scopes ?? [])];
  const typed: Record<string, z.ZodType<string | undefined>> = Object.fromEntries(keys.filter((k) => r.allFields[k]).map((k) => [k, filterValue(r.allFields[k]!)]));
  if (r.tree) typed.parent_id = filterValue({ kind: 'ref' } as FieldDef);
  // Typed like the catch-all (text values), so the handlers see one shape whatever the resource.
  return ListQuerySchema.extend(typed) as unknown as typeof ListQuerySchema;
}

/** The response shape of one record, for validation and /api/docs; any field may be hidden by column rights. */
export function recordSchema(r: Resource) {
  const refNames = Object.entries(r.allFields).filter(([, f]) => f.kind === 'ref').map(([k]) => [refNameKey(k), z.string()]);
  return z
    .object({ id: z.number(), ...Object.fromEntries(r.keys.filter((k) => r.allFields[k]!.kind !== 'password').map((k) => [k, z.unknown()])), ...Object.fromEntries(refNames), create_time: z.number(), update_time: z.number(), deleted_time: z.number(), version: z.number() })
    .partial()
    .required({ id: true });
}

/**
 * Reading needs the resource's page in the caller's permissions (the admin has every page; a hidden page opens from
 * its owner page). A scoped resource needs the page of the given scope value, or of every value.
 */
export function requirePage(ctx: RequestContext, r: Resource, scopeValue?: unknown): void {
  for (const p of permissionsInPlay(r, scopeValue)) if (!canOpenPage(ctx.tenant!.permissions, p.page)) throw forbidden();
}

/**
 * Columns the caller may not see on the resource's page (each page in play) are removed from every record it
 * returns. Only the page's own column set is subject to column rights (ids, refs and status fields always pass);
 * a page without one hides nothing.
 */
export const visibleRecords = (ctx: RequestContext, r: Resource, records: Record<string, unknown>[], scopeValue?: unknown) =>
  permissionsInPlay(r, scopeValue).reduce<Record<string, unknown>[]>((rows, p) => {
    const page = findPage(p.page);
    if (page && page.cols.length === 0) return rows;
    const columns = page ? page.cols.map((c) => c.key) : [...r.keys, ...r.keys.map(refNameKey)];
    return stripColumns(ctx.tenant!.permissions, p.page, columns, rows) as Record<string, unknown>[];
  }, records);

/**
 * Turns the query string into list options: only list columns sort, only filter fields, scopes and the list
 * filters modules added (`extraFilters`, see ResourceRegistry.addListFilter) filter.
 */
export function listQueryOf(r: Resource, q: z.infer<typeof ListQuerySchema>, extraFilters: Iterable<string> = []): ListQuery {
  const filterKeys = new Set([...Object.entries(r.allFields).filter(([, f]) => f.filter).map(([k]) => k), ...(r.scopes ?? []), ...(r.tree ? ['parent_id'] : []), ...extraFilters]);
  const filters: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(q)) if (filterKeys.has(k) && v !== '' && v !== undefined) filters[k] = String(v);
  const sortable = new Set([...r.list.columns, 'id', 'update_time', 'create_time']);
  return {
    page: q.page, page_size: q.page_size, keyword: q.keyword, filters, deleted: q.deleted === '1',
    sort: q.sort && sortable.has(q.sort) ? q.sort : undefined, order: q.order,
  };
}

/**
 * The routes of one resource (API.md "Master data"): list, read, create, update, delete, batch delete, restore,
 * and the Excel routes. Mutations need the definition's function codes.
 */
export async function registerResource(api: App, services: Services, registry: ResourceRegistry, r: Resource): Promise<ResourceService> {
  registry.add(r);
  const service = new ResourceService(services.db, registry, r);
  const db = dynamicDb(services.db);
  const tags = [r.name];
  const base = `/${r.name}`;
  const record = recordSchema(r);
  // 4220 messages name the field as the resource's form does ("商品名称不能为空").
  const fieldLabels = Object.fromEntries(Object.entries(r.allFields).map(([k, f]) => [k, f.label]));

  api.get(base, { schema: { tags, querystring: listQuerySchema(r), response: { 200: envelope(listOf(record)) } } }, async (req) => {
    const scope = scopeValueOf(r, req.query);
    requirePage(req.ctx, r, scope);
    const query = listQueryOf(r, req.query, registry.listFilters(r.name).keys());
    const { rows, total } = await listRecords(db, registry, r, req.ctx.tenant!.enterpriseId, query);
    return ok({ list: visibleRecords(req.ctx, r, rows.map((row) => rowToRecord(r, row)), scope) as never, total, page: query.page, page_size: query.page_size });
  });

  api.get(`${base}/:id`, { schema: { tags, params: IdParams, response: { 200: envelope(record) } } }, async (req) => {
    if (!r.scopePermissions) requirePage(req.ctx, r);
    const found = await service.get(req.ctx.tenant!, req.params.id);
    requirePage(req.ctx, r, scopeValueOf(r, found));
    return ok(visibleRecords(req.ctx, r, [found], scopeValueOf(r, found))[0] as never);
  });

  api.post(base, { config: { permission: routeCode(r, 'create'), fieldLabels }, schema: { tags, body: r.createSchema, response: { 200: envelope(ResourceCreatedSchema) } } }, async (req) => {
    requireScopedAction(req.ctx, r, 'create', [scopeValueOf(r, req.body as Record<string, unknown>, true)]);
    return ok(await service.create(req.ctx.tenant!, req.body as Record<string, unknown>));
  });

  api.put(`${base}/:id`, { config: { permission: routeCode(r, 'update'), fieldLabels }, schema: { tags, params: IdParams, body: r.updateSchema.extend({ version: VersionField }), response: { 200: envelope(emptyData) } } }, async (req) => {
    if (r.scopePermissions) {
      // Both the record's scope and the one it moves to: a supplier clerk cannot turn a customer into a supplier.
      const current = await service.get(req.ctx.tenant!, req.params.id);
      requireScopedAction(req.ctx, r, 'update', [scopeValueOf(r, current), scopeValueOf(r, req.body as Record<string, unknown>)]);
    }
    await service.update(req.ctx.tenant!, req.params.id, req.body as Record<string, unknown>);
    return ok({});
  });

  const removeChecked = async (ctx: RequestContext, ids: number[], deleted = false) =>
    requireScopedAction(ctx, r, deleted ? 'restore' : 'remove', await storedScopeValues(db, r, ctx.tenant!.enterpriseId, ids, deleted));

  api.delete(`${base}/:id`, { config: { permission: routeCode(r, 'remove') }, schema: { tags, params: IdParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    await removeChecked(req.ctx, [req.params.id]);
    await service.remove(req.ctx.tenant!, [req.params.id], req.ctx.language);
    return ok({});
  });

  api.post(`${base}/batch-delete`, { config: { permission: routeCode(r, 'remove') }, schema: { tags, body: IdsBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    await removeChecked(req.ctx, req.body.ids);
    await service.remove(req.ctx.tenant!, req.body.ids, req.ctx.language);
    return ok({});
  });

  if (r.deleteMode === 'recycle') {
    api.post(`${base}/restore`, { config: { permission: routeCode(r, 'restore') }, schema: { tags, body: IdsBody, response: { 200: envelope(emptyData) } } }, async (req) => {
      await removeChecked(req.ctx, req.body.ids, true);
      await service.restore(req.ctx.tenant!, req.body.ids);
      return ok({});
    });
  }

  if (r.importExport) await resourceExcelRoutes(api, services, registry, r, service);
  return service;
}
