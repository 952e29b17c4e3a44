import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The list API's baseline: a bare Fastify route that answers the product list JSON the real server gave (read from
 * ZF_BENCH_BODY), serialized on every request, with no signature, session, permissions or database.
 */
const body: unknown = JSON.parse(readFileSync(process.env.ZF_BENCH_BODY!, 'utf8'));
const app = Fastify({ logger: false });
app.get('/api/v1/products', async () => body);
app.get('/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
