// Whether the web app's build is missing or older than anything it is built from (npm start rebuilds it then).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Newest modification time under `p` (a file or a folder), skipping node_modules and build output. */
export function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(p)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, name)));
  }
  return newest;
}

/**
 * `webDir` is apps/web, `sharedDir` packages/shared: the build (dist/index.html, written last) is stale when a
 * source, the page template, the build config or the shared package changed after it.
 */
export function webBuildIsStale(webDir, sharedDir) {
  const built = path.join(webDir, 'dist/index.html');
  if (!existsSync(built)) return true;
  const sources = Math.max(
    newestMtime(path.join(webDir, 'src')),
    newestMtime(path.join(webDir, 'public')),
    newestMtime(path.join(webDir, 'index.html')),
    newestMtime(path.join(webDir, 'vite.config.ts')),
    newestMtime(path.join(webDir, 'package.json')),
    newestMtime(path.join(sharedDir, 'src')),
  );
  return sources > statSync(built).mtimeMs;
}
