// npm test: typecheck, lint, unit tests, integration tests on PGlite and (when reachable) on real PostgreSQL,
// the web build, then browser tests in Debian's chromium. Stops at the first failing stage.
//
// Steps that need different things run side by side (docs/decisions.md "Test run on two cores"): the typechecks and
// the lint are single-threaded, so they share the two cores; the PostgreSQL integration run spends much of its time
// waiting on the database server, so the web build runs beside it. Each step's output is printed whole when it ends.
// `npm test -- unit lint` runs only the named steps.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const hasWeb = existsSync(path.join(root, 'apps/web/index.html'));

/** Runs one step; resolves with its exit code. With `live`, its output streams (the long browser run). */
function step(name, cmd, args, env = {}, live = false) {
  if (only.length && !only.includes(name)) return Promise.resolve({ name, status: 0, skipped: true });
  const started = Date.now();
  if (live) console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const out = [];
    if (!live) {
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
    }
    child.on('close', (status) => {
      if (!live) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(out));
      }
      console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve({ name, status });
    });
  });
}

/** A stage: its steps side by side; the run stops after a stage with a failing step. */
async function stage(...steps) {
  const results = await Promise.all(steps.filter(Boolean));
  const failed = results.find((r) => r.status !== 0);
  if (failed) process.exit(failed.status ?? 1);
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 1500 }, () => { s.end(); resolve(true); });
    s.on('error', () => resolve(false));
    s.on('timeout', () => { s.destroy(); resolve(false); });
  });
}

const npx = (...args) => ['npx', args];
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgUrl = new URL(adminUrl);
const postgres = await reachable(pgUrl.hostname, Number(pgUrl.port || 5432));

await stage(
  step('typecheck', ...npx('tsc', '-p', 'tsconfig.json')),
  hasWeb && step('typecheck-web', ...npx('tsc', '-p', 'apps/web/tsconfig.json')),
  step('lint', ...npx('eslint', '--max-warnings', '0', '.')),
);
// Vitest's default on two cores is one worker; PGlite runs in the worker's own process, so two use both cores.
await stage(step('unit', ...npx('vitest', 'run', '--project', 'unit', '--maxWorkers', '2')));
await stage(step('integration-pglite', ...npx('vitest', 'run', '--project', 'integration', '--maxWorkers', '2'), { ZF_TEST_DB: 'pglite' }));
if (!postgres) console.log(`\n=== integration-postgres: skipped, nothing answers at ${pgUrl.host} (set DATABASE_URL) ===`);
await stage(
  // Each test file clones its own database from the run's template, so files never share rows.
  postgres && step('integration-postgres', ...npx('vitest', 'run', '--project', 'integration', '--maxWorkers', '3'), { ZF_TEST_DB: 'postgres', ZF_TEST_PG_ADMIN_URL: adminUrl }),
  hasWeb && step('web-build', 'npm', ['run', 'build', '-w', '@zf/web']),
);

if (hasWeb && existsSync(path.join(root, 'tests/e2e/playwright.config.ts'))) {
  if (!existsSync('/usr/bin/chromium')) {
    console.error('Browser tests need Debian chromium: apt-get install -y chromium fonts-noto-cjk');
    process.exit(1);
  }
  await stage(step('e2e', ...npx('playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'), {}, true));
}
console.log('\nAll test steps passed.');
