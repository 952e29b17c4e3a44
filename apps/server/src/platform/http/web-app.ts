import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { App } from './create-server.ts';

/** The built web app; ZF_WEB_DIST points elsewhere (browser tests serve a snapshot that a rebuild cannot change under them). */
export const webDistDir = process.env.ZF_WEB_DIST
  ? path.resolve(process.env.ZF_WEB_DIST)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

/**
 * Serves the built web app on the API's port (registered by createServer when the build exists). Client routes
 * (/login, /purchase/…) that are not files answer index.html through the not-found handler, so a reload works.
 */
export async function registerWebApp(app: App, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`web app not built (${distDir}); run npm run build`);
    return false;
  }
  await app.register(fastifyStatic, { root: distDir, prefix: '/', wildcard: false, index: ['index.html'] });
  return true;
}
