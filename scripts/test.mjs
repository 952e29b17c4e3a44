// npm test: typecheck, lint, unit tests, integration tests on PGlite and (when reachable) on real PostgreSQL,
// the web build, then browser tests in Debian's chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);

function run(name, cmd, args, env = {}) {
  if (only.length && !only.includes(name)) return;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 1500 }, () => { s.end(); resolve(true); });
    s.on('error', () => resolve(false));
    s.on('timeout', () => { s.destroy(); resolve(false); });
  });
}

const npx = (...args) => ['npx', args];
run('typecheck', ...npx('tsc', '-p', 'tsconfig.json'));
if (existsSync(path.join(root, 'apps/web/index.html'))) run('typecheck-web', ...npx('tsc', '-p', 'apps/web/tsconfig.json'));
run('lint', ...npx('eslint', '--max-warnings', '0', '.'));
run('unit', ...npx('vitest', 'run', '--project', 'unit'));
run('integration-pglite', ...npx('vitest', 'run', '--project', 'integration'), { ZF_TEST_DB: 'pglite' });

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgUrl = new URL(adminUrl);
if (await reachable(pgUrl.hostname, Number(pgUrl.port || 5432))) {
  run('integration-postgres', ...npx('vitest', 'run', '--project', 'integration'), { ZF_TEST_DB: 'postgres', ZF_TEST_PG_ADMIN_URL: adminUrl });
} else {
  console.log(`\n=== integration-postgres: skipped, nothing answers at ${pgUrl.host} (set DATABASE_URL) ===`);
}

if (existsSync(path.join(root, 'apps/web/index.html'))) {
  run('web-build', 'npm', ['run', 'build', '-w', '@zf/web']);
  if (existsSync(path.join(root, 'tests/e2e/playwright.config.ts'))) {
    if (!existsSync('/usr/bin/chromium')) {
      console.error('Browser tests need Debian chromium: apt-get install -y chromium fonts-noto-cjk');
      process.exit(1);
    }
    run('e2e', ...npx('playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'));
  }
}
console.log('\nAll test steps passed.');
