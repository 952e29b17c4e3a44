import { CaptchaSchema, LoginBody, LoginCodeBody, RegisterBody, ResetPasswordBody, SmsCodeBody, LoginResultSchema } from '@zf/shared';
import { z } from 'zod';
import type { App } from '../http/create-server.ts';
import { emptyData, envelope, ok } from '../http/envelope.ts';
import type { Services } from '../services.ts';
import { loginWithCode, loginWithPassword, register, resetPassword } from './auth.service.ts';
import { createCaptcha } from './captcha.ts';
import { revokeSession } from './session.ts';
import { sendSmsCode } from './sms-code.ts';
import { userRoutes } from './user.routes.ts';
import { conflict, notFound } from '../http/app-error.ts';

const tags = ['auth'];
const publicRoute = { auth: 'public' } as const;

/** Public auth endpoints of API.md, plus logout and the development SMS outbox. */
export async function authRoutes(api: App, services: Services): Promise<void> {
  const { db, sms, config } = services;
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });
  // Answers for the last captchas, development only, so that tests and the docs page can solve them.
  const devCaptchaAnswers = new Map<string, string>();

  api.post('/auth/sms-code', { config: publicRoute, schema: { tags, body: SmsCodeBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    const { phone, scene } = req.body;
    const user = await db.selectFrom('app_user').select('id').where('phone', '=', phone).executeTakeFirst();
    if (scene === 'register' && user) throw conflict('auth.phoneTaken');
    if (scene !== 'register' && !user) throw notFound('auth.noUser');
    await sendSmsCode(db, sms, phone, scene, req.ip);
    return ok({});
  });

  api.post('/auth/register', { config: publicRoute, schema: { tags, body: RegisterBody, response: { 200: envelope(LoginResultSchema) } } }, async (req) =>
    ok(await register(db, req.body, meta(req))));

  api.post('/auth/login', { config: publicRoute, schema: { tags, body: LoginBody, response: { 200: envelope(LoginResultSchema) } } }, async (req) =>
    ok(await loginWithPassword(db, req.body, meta(req))));

  api.post('/auth/login-code', { config: publicRoute, schema: { tags, body: LoginCodeBody, response: { 200: envelope(LoginResultSchema) } } }, async (req) =>
    ok(await loginWithCode(db, req.body, meta(req))));

  api.post('/auth/reset-password', { config: publicRoute, schema: { tags, body: ResetPasswordBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    await resetPassword(db, req.body);
    return ok({});
  });

  api.get('/auth/captcha', { config: publicRoute, schema: { tags, response: { 200: envelope(CaptchaSchema) } } }, async () => {
    const { captcha_id, svg, answer } = await createCaptcha(db);
    if (config.mode !== 'production') {
      devCaptchaAnswers.set(captcha_id, answer);
      if (devCaptchaAnswers.size > 1000) devCaptchaAnswers.delete(devCaptchaAnswers.keys().next().value!);
    }
    return ok({ captcha_id, svg });
  });

  api.post('/auth/logout', { config: { auth: 'user', allowCancelled: true }, schema: { tags, response: { 200: envelope(emptyData) } } }, async (req) => {
    await revokeSession(db, req.ctx.user!.sessionId);
    return ok({});
  });

  if (config.mode !== 'production') {
    api.get('/dev/sms-outbox', {
      config: { auth: 'public', signed: false },
      schema: {
        tags: ['development'],
        querystring: z.object({ phone: z.string().optional() }),
        response: { 200: envelope(z.object({ list: z.array(z.object({ phone: z.string(), scene: z.string(), code: z.string(), created_time: z.number() })) })) },
      },
    }, async (req) => {
      let q = db.selectFrom('sms_outbox').select(['phone', 'scene', 'code', 'created_time']).orderBy('id', 'desc').limit(50);
      if (req.query.phone) q = q.where('phone', '=', req.query.phone);
      const rows = await q.execute();
      return ok({ list: rows.map((r) => ({ ...r, created_time: Number(r.created_time) })) });
    });
    api.get('/dev/captcha-answer', {
      config: { auth: 'public', signed: false },
      schema: { tags: ['development'], querystring: z.object({ captcha_id: z.string() }), response: { 200: envelope(z.object({ answer: z.string() })) } },
    }, async (req) => ok({ answer: devCaptchaAnswers.get(req.query.captcha_id) ?? '' }));
  }

  await userRoutes(api, services);
}
