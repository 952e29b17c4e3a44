import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, listOf, ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../platform/services.ts';
import type { FastifyRequest } from 'fastify';
import { MessageCount, MessageIds, MessageItem, MessageListQuery } from './message.schema.ts';
import { listMessages, markAllRead, markRead, readerOf, unreadCount } from './message.service.ts';
import { z } from 'zod';

const tags = ['messages'];
// A user waiting for a join approval has no enterprise yet and still reads the answer here.
const userRoute = { auth: 'user' } as const;

/** Routes: message centre: count, list, read. */
export async function messageRoutes(api: App, { db }: Services): Promise<void> {
  const reader = (req: FastifyRequest) => readerOf(db, req.ctx.user!.userId, req.ctx.user!.currentEnterpriseId);

  api.get('/messages/count', { config: userRoute, schema: { tags, response: { 200: envelope(MessageCount) } } }, async (req) =>
    ok({ message_count: await unreadCount(db, await reader(req)) }));

  api.get('/messages', { config: userRoute, schema: { tags, querystring: MessageListQuery, response: { 200: envelope(listOf(MessageItem)) } } }, async (req) =>
    ok(await listMessages(db, await reader(req), req.ctx.language, req.query)));

  api.post('/messages/read', { config: userRoute, schema: { tags, body: MessageIds, response: { 200: envelope(emptyData) } } }, async (req) => {
    await markRead(db, await reader(req), req.body.ids);
    return ok({});
  });

  api.post('/messages/read-all', { config: userRoute, schema: { tags, response: { 200: envelope(z.object({ updated: z.number() })) } } }, async (req) =>
    ok({ updated: await markAllRead(db, await reader(req)) }));
}
