import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, listOf, ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../platform/services.ts';
import type { FastifyRequest } from 'fastify';
import { MessageCountSchema, MessageIdsSchema, MessageItemSchema, MessageListQuerySchema, MessageReadAllSchema } from '@zf/shared';
import { listMessages, markAllRead, markRead, readerOf, unreadCount } from './message.service.ts';

const tags = ['messages'];
// A user waiting for a join approval has no enterprise yet and still reads the answer here.
const userRoute = { auth: 'user' } as const;

/** Routes: message centre: count, list, read. */
export async function messageRoutes(api: App, { db }: Services): Promise<void> {
  const reader = (req: FastifyRequest) => readerOf(db, req.ctx.user!.userId, req.ctx.user!.currentEnterpriseId);

  api.get('/messages/count', { config: userRoute, schema: { tags, response: { 200: envelope(MessageCountSchema) } } }, async (req) =>
    ok({ message_count: await unreadCount(db, await reader(req)) }));

  api.get('/messages', { config: userRoute, schema: { tags, querystring: MessageListQuerySchema, response: { 200: envelope(listOf(MessageItemSchema)) } } }, async (req) =>
    ok(await listMessages(db, await reader(req), req.ctx.language, req.query)));

  api.post('/messages/read', { config: userRoute, schema: { tags, body: MessageIdsSchema, response: { 200: envelope(emptyData) } } }, async (req) => {
    await markRead(db, await reader(req), req.body.ids);
    return ok({});
  });

  api.post('/messages/read-all', { config: userRoute, schema: { tags, response: { 200: envelope(MessageReadAllSchema) } } }, async (req) =>
    ok({ updated: await markAllRead(db, await reader(req)) }));
}
