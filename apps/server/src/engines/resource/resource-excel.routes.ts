import { Transform } from 'node:stream';
import { dynamicDb } from '../../platform/db/dynamic-db.ts';
import type { FastifyReply } from 'fastify';
import { Code, ResourceTaskSchema, type Language, type Resource } from '@zf/shared';
import { newFileKey } from '../../platform/files/file-storage.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import { readXlsxUpload } from '../../platform/http/upload.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import type { Services } from '../../platform/services.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import { allowedScopeValues, requireScopedAction, routeCode, scopeValueOf } from './resource-access.ts';
import { exportWorkbook, importTemplate } from './resource-export.ts';
import { importWorkbook } from './resource-import.ts';
import type { ResourceRegistry } from './resource-registry.ts';
import type { ResourceService } from './resource-service.ts';
import { listRecords } from './resource-store.ts';
import { listQueryOf, listQuerySchema, requirePage, visibleRecords } from './resource.routes.ts';

/** Exports up to this many rows answer the file at once; larger ones become a download task. */
export const directExportRows = 2000;
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function sendXlsx(reply: FastifyReply, file: Buffer, name: string) {
  return reply
    .type(xlsxType)
    .header('content-disposition', `attachment; filename="${encodeURIComponent(name)}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`)
    .send(file);
}

const owner = (ctx: RequestContext) => ({ enterpriseId: ctx.tenant!.enterpriseId, userId: ctx.user!.userId, employeeId: ctx.tenant!.employeeId });

/** Import template, export (direct or as a task) and import (always a task) of one resource. */
export async function resourceExcelRoutes(api: App, services: Services, registry: ResourceRegistry, r: Resource, _service: ResourceService): Promise<void> {
  const db = dynamicDb(services.db);
  registerExcelJobs(services, registry);
  const tags = [r.name];

  api.get(`/${r.name}/import-template`, { config: { permission: routeCode(r, 'import') }, schema: { tags } }, async (req, reply) =>
    sendXlsx(reply, await importTemplate(r, req.ctx.language), `${r.label[req.ctx.language]}-template`));

  api.get(`/${r.name}/export`, { config: { permission: routeCode(r, 'export') }, schema: { tags, querystring: listQuerySchema(r) } }, async (req, reply) => {
    const scope = scopeValueOf(r, req.query);
    requirePage(req.ctx, r, scope);
    requireScopedAction(req.ctx, r, 'export', scope !== undefined ? [scope] : Object.keys(r.scopePermissions?.byValue ?? {}));
    const query = listQueryOf(r, req.query, registry.listFilters(r.name).keys());
    const { total } = await listRecords(db, registry, r, req.ctx.tenant!.enterpriseId, { ...query, page: 1, page_size: 1 });
    const visible = (records: Record<string, unknown>[]) => visibleRecords(req.ctx, r, records, scope) as Record<string, unknown>[];
    if (total <= directExportRows) {
      const { file } = await exportWorkbook(db, registry, r, req.ctx.tenant!.enterpriseId, query, req.ctx.language, visible);
      return sendXlsx(reply, file, r.label[req.ctx.language]);
    }
    const columns = Object.keys(visible([Object.fromEntries(r.keys.map((k) => [k, 1]))])[0] ?? {});
    const taskId = await enqueueJob(services.db, owner(req.ctx), 'resource-export', `${r.label[req.ctx.language]}`, { resource: r.name, query, language: req.ctx.language, columns });
    services.jobs.wake();
    return reply.send({ code: Code.ok, msg: '', data: { task_id: taskId } });
  });

  api.post(`/${r.name}/import`, { config: { permission: routeCode(r, 'import') }, schema: { tags, response: { 200: envelope(ResourceTaskSchema) } } }, async (req) => {
    const data = await readXlsxUpload(req);
    const key = newFileKey('xlsx');
    await services.files.save(key, data);
    const taskId = await enqueueJob(services.db, owner(req.ctx), 'resource-import', `${r.label[req.ctx.language]}`, { resource: r.name, file_key: key, language: req.ctx.language, scope_values: allowedScopeValues(req.ctx, r, 'import') });
    services.jobs.wake();
    return ok({ task_id: taskId });
  });
}

/** The job handlers behind large exports and every import; registered once per app. */
function registerExcelJobs(services: Services, registry: ResourceRegistry): void {
  const db = dynamicDb(services.db);
  services.jobs.handle('resource-export', async (job, tools) => {
    const { resource, query, language, columns } = job.payload as { resource: string; query: never; language: Language; columns: string[] };
    const r = registry.get(resource);
    if (!r) throw notFound();
    const keep = new Set(['id', ...columns]);
    const visible = (records: Record<string, unknown>[]) => records.map((rec) => Object.fromEntries(Object.entries(rec).filter(([k]) => keep.has(k) || k.endsWith('_name'))));
    const { file, rows } = await exportWorkbook(db, registry, r, job.enterpriseId, query, language, visible, (share) => tools.progress(share * 100));
    const key = newFileKey('xlsx');
    await services.files.save(key, file);
    return { result: { rows }, file: { key, name: `${r.label[language]}.xlsx` } };
  });
  services.jobs.handle('resource-import', async (job, tools) => {
    const { resource, file_key, language, scope_values } = job.payload as { resource: string; file_key: string; language: Language; scope_values?: number[] };
    const r = registry.get(resource);
    const stored = await services.files.open(file_key);
    if (!r || !stored) throw notFound();
    // Count bytes on their way to the reader for the progress bar; a 'data' listener on the file itself would start
    // it flowing before the reader is attached and lose the beginning.
    let read = 0;
    const counted = stored.stream.pipe(new Transform({ transform(chunk: Buffer, _enc, done) { read += chunk.length; done(null, chunk); } }));
    const outcome = await importWorkbook(db, registry, r, { enterpriseId: job.enterpriseId, employeeId: job.employeeId }, counted, language,
      () => tools.progress((read / Math.max(1, stored.size)) * 100), { scopeValues: scope_values });
    const { errorFile, ...result } = outcome;
    if (!errorFile) return { result };
    const key = newFileKey('xlsx');
    await services.files.save(key, errorFile);
    return { result, file: { key, name: `${r.label[language]}-errors.xlsx` } };
  });
}

