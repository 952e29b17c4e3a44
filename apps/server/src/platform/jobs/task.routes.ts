import { TaskIdParamsSchema, TaskListQuerySchema, TaskSchema } from '@zf/shared';
import { unixTime } from '../db/types.ts';
import { notFound } from '../http/app-error.ts';
import type { App } from '../http/create-server.ts';
import { envelope, listOf, ok } from '../http/envelope.ts';
import type { Services } from '../services.ts';

const columns = ['id', 'type', 'title', 'status', 'progress', 'result', 'file_key', 'file_name', 'create_time', 'finish_time', 'attempts', 'max_attempts', 'run_after', 'last_error'] as const;
type Row = {
  id: number; type: string; title: string; status: 'queued' | 'running' | 'done' | 'failed'; progress: number; result: unknown; file_key: string | null; file_name: string | null;
  create_time: string | number; finish_time: string | number | null; attempts: number; max_attempts: number; run_after: string | number; last_error: string | null;
};
const toTask = (r: Row) => ({
  id: r.id, type: r.type, title: r.title, status: r.status, progress: r.progress, result: r.result ?? null,
  file_name: r.file_name, has_file: r.file_key !== null, create_time: unixTime(r.create_time), finish_time: r.finish_time === null ? null : unixTime(r.finish_time),
  attempts: r.attempts, max_attempts: r.max_attempts, next_try_time: r.status === 'queued' && r.attempts > 0 ? unixTime(r.run_after) : null, last_error: r.last_error,
});

/**
 * The download-task centre (API.md "Background tasks"): a user sees their own tasks in the current enterprise,
 * and fetches a finished task's file.
 */
export async function taskRoutes(api: App, { db, files }: Services): Promise<void> {
  const own = (enterpriseId: number, userId: number) =>
    db.selectFrom('job').where('enterprise_id', '=', enterpriseId).where('user_id', '=', userId);

  api.get('/tasks', { schema: { tags: ['tasks'], querystring: TaskListQuerySchema, response: { 200: envelope(listOf(TaskSchema)) } } }, async (req) => {
    const { page, page_size } = req.query;
    const { enterpriseId } = req.ctx.tenant!;
    const [rows, total] = await Promise.all([
      own(enterpriseId, req.ctx.user!.userId).select(columns).orderBy('id', 'desc').limit(page_size).offset((page - 1) * page_size).execute(),
      own(enterpriseId, req.ctx.user!.userId).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    ]);
    return ok({ list: rows.map(toTask), total: Number(total?.n ?? 0), page, page_size });
  });

  api.get('/tasks/:id', { schema: { tags: ['tasks'], params: TaskIdParamsSchema, response: { 200: envelope(TaskSchema) } } }, async (req) => {
    const row = await own(req.ctx.tenant!.enterpriseId, req.ctx.user!.userId).select(columns).where('id', '=', req.params.id).executeTakeFirst();
    if (!row) throw notFound();
    return ok(toTask(row));
  });

  api.get('/tasks/:id/file', { schema: { tags: ['tasks'], params: TaskIdParamsSchema } }, async (req, reply) => {
    const row = await own(req.ctx.tenant!.enterpriseId, req.ctx.user!.userId).select(['file_key', 'file_name']).where('id', '=', req.params.id).executeTakeFirst();
    const file = row?.file_key ? await files.open(row.file_key) : null;
    if (!row || !file) throw notFound();
    const name = row.file_name ?? 'export.xlsx';
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-length', file.size)
      .header('content-disposition', `attachment; filename="${encodeURIComponent(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .send(file.stream);
  });
}
