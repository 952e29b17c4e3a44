import { CancelBodySchema, ChangePasswordBody, checkCancelReason, LoginLogRowSchema, RecoverDaysSchema, UserInfoBodySchema, UserInfoSchema } from '@zf/shared';
import { nowSeconds } from '../db/types.ts';
import { invalidFields } from '../http/app-error.ts';
import type { App } from '../http/create-server.ts';
import { emptyData, envelope, listOf, ok, pageQuery } from '../http/envelope.ts';
import type { Services } from '../services.ts';
import { changePassword } from './auth.service.ts';
import { finishCancellation, requestCancellation, undoCancellation } from './cancellation.ts';
import { userInfo } from './user-record.ts';

const tags = ['user'];
const userRoute = { auth: 'user' } as const;
const cancelledToo = { auth: 'user', allowCancelled: true } as const;

/** The logged-in user's own endpoints: info, password, login log, cancellation. */
export async function userRoutes(api: App, { db }: Services): Promise<void> {
  api.get('/user/info', { config: cancelledToo, schema: { tags, response: { 200: envelope(UserInfoSchema) } } }, async (req) =>
    ok(await userInfo(db, req.ctx.user!.userId, req.ctx.user!.currentEnterpriseId)));

  api.put('/user/info', {
    config: userRoute,
    schema: { tags, body: UserInfoBodySchema, response: { 200: envelope(UserInfoSchema) } },
  }, async (req) => {
    const { name, head_img } = req.body;
    await db.updateTable('app_user').set({ name, ...(head_img !== undefined ? { head_img } : {}), update_time: nowSeconds() }).where('id', '=', req.ctx.user!.userId).execute();
    return ok(await userInfo(db, req.ctx.user!.userId, req.ctx.user!.currentEnterpriseId));
  });

  api.post('/user/password', { config: userRoute, schema: { tags, body: ChangePasswordBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    await changePassword(db, req.ctx.user!.userId, req.body);
    return ok({});
  });

  api.get('/user/login-log', {
    config: userRoute,
    schema: {
      tags,
      querystring: pageQuery,
      response: { 200: envelope(listOf(LoginLogRowSchema)) },
    },
  }, async (req) => {
    const { page, page_size } = req.query;
    const base = db.selectFrom('login_log').where('user_id', '=', req.ctx.user!.userId);
    const [rows, total] = await Promise.all([
      base.select(['id', 'method', 'success', 'ip', 'user_agent', 'create_time']).orderBy('id', 'desc').limit(page_size).offset((page - 1) * page_size).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    ]);
    return ok({ list: rows.map((r) => ({ ...r, create_time: Number(r.create_time) })), total: Number(total?.n ?? 0), page, page_size });
  });

  api.get('/user/recover-days', { config: cancelledToo, schema: { tags, response: { 200: envelope(RecoverDaysSchema) } } }, async (req) => {
    const info = await userInfo(db, req.ctx.user!.userId, null);
    return ok({ is_cancel: info.is_cancel, recover_days: info.recover_days });
  });

  api.post('/user/cancel', { config: userRoute, schema: { tags, body: CancelBodySchema, response: { 200: envelope(emptyData) } } }, async (req) => {
    const bad = checkCancelReason(req.body.reason);
    if (bad) throw invalidFields({ reason: bad });
    await requestCancellation(db, req.ctx.user!.userId, req.body.reason.trim());
    return ok({});
  });

  api.post('/user/cancel/undo', { config: cancelledToo, schema: { tags, response: { 200: envelope(emptyData) } } }, async (req) => {
    await undoCancellation(db, req.ctx.user!.userId);
    return ok({});
  });

  api.post('/user/cancel/finish', { config: cancelledToo, schema: { tags, response: { 200: envelope(emptyData) } } }, async (req) => {
    await finishCancellation(db, req.ctx.user!.userId);
    return ok({});
  });
}
