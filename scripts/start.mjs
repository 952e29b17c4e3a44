// npm start: build the web app when its build is missing or older than its sources, then run the server
// (which migrates, seeds the demo on an empty database and serves API + web on one port).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webBuildIsStale } from './web-build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');

if (existsSync(path.join(web, 'index.html')) && webBuildIsStale(web, path.join(root, 'packages/shared'))) {
  console.log('Building the web app (its build is missing or older than its sources)…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@zf/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], { cwd: root, stdio: 'inherit' });
// Ctrl-C reaches the server through the terminal's process group; pass on a plain kill as well, then wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
