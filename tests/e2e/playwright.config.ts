import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the real server (built web app + API on one port, PGlite in a fresh data dir, demo data),
 * in Debian's chromium — never a downloaded browser.
 *
 * Two workers, each with a server of its own (docs/decisions.md "Browser tests in two workers"): worker n talks to
 * the server on ZF_E2E_PORT + n, so specs never see each other's rows, exactly as when they ran one after another.
 * Playwright evaluates this file again in every worker with TEST_PARALLEL_INDEX set, which is how `e2ePort` and
 * `baseURL` below (and the support helpers importing them) name that worker's server.
 */
export const basePort = Number(process.env.ZF_E2E_PORT ?? 8181);
export const workerCount = Number(process.env.ZF_E2E_WORKERS ?? 2);
export const portOf = (parallelIndex: number) => basePort + parallelIndex;
export const e2ePort = portOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const baseURL = `http://127.0.0.1:${e2ePort}`;
/** Which web build to serve: apps/web/dist, or another build (ZF_E2E_WEB_BUILD) when someone else rebuilds dist meanwhile. */
const webBuild = process.env.ZF_E2E_WEB_BUILD ?? 'apps/web/dist';

/** One server per worker; one data dir per port: two runs on different ZF_E2E_PORTs do not share a database. */
function server(port: number) {
  const dataDir = `.tmp/e2e-data-${port}`;
  // The server serves a copy of the web build, so a rebuild during the run (another terminal) cannot pull chunks away.
  const webDir = `.tmp/e2e-web-${port}`;
  return {
    command: `rm -rf ${dataDir} ${webDir} && mkdir -p .tmp && cp -r ${webBuild} ${webDir} && node --import tsx apps/server/src/main.ts`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(port), ZF_DATA_DIR: dataDir, ZF_WEB_DIST: webDir, ZF_MODE: 'development', ZF_DEMO: '1', LOG_LEVEL: 'warn', HOST: '127.0.0.1',
      // The seeding helpers send X-Forwarded-For per call so that per-IP limits do not couple unrelated tests.
      ZF_TRUST_PROXY: '1' },
  };
}

export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  // Two workers share two cores with their servers: a page that boots in 3 s alone can take 12 s on a busy machine.
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  fullyParallel: false,
  workers: workerCount,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Per port: a run clears its output folder at start, which must not delete another run's traces on a shared machine.
  outputDir: `../../test-results/e2e-${basePort}`,
  // Users whose tests need a second SMS are registered first (one SMS a minute per phone).
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL,
    locale: 'zh-CN',
    // Users are in China, and the server's 'today' is China's (Asia/Shanghai): between 16:00 and 24:00 UTC a browser on
    // UTC would date a bill a day before the API's seeding does, and a spare part received 'tomorrow' is not in stock.
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    // The app then turns antd's animations off (apps/web/src/app/reduced-motion.ts): no click aimed at a moving popup.
    reducedMotion: 'reduce',
    // Recording a trace costs every test its screencast; a failure in CI is retried once, with the trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: Array.from({ length: workerCount }, (_, n) => server(portOf(n))),
});
