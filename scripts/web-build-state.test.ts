import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { webBuildIsStale } from './web-build-state.mjs';

/** npm start rebuilds the web app when its build is missing or older than what it is built from. */
let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function tree(): { web: string; shared: string; touch(rel: string, secondsAgo: number): void } {
  root = mkdtempSync(path.join(os.tmpdir(), 'zf-web-state-'));
  const touch = (rel: string, secondsAgo: number) => {
    const file = path.join(root, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'x');
    const t = Date.now() / 1000 - secondsAgo;
    utimesSync(file, t, t);
  };
  touch('web/src/main.tsx', 100);
  touch('web/index.html', 100);
  touch('shared/src/index.ts', 100);
  return { web: path.join(root, 'web'), shared: path.join(root, 'shared'), touch };
}

describe('the web build is stale', () => {
  it('when it is missing', () => {
    const { web, shared } = tree();
    expect(webBuildIsStale(web, shared)).toBe(true);
  });

  it('not when it is newer than every source', () => {
    const { web, shared, touch } = tree();
    touch('web/dist/index.html', 10);
    expect(webBuildIsStale(web, shared)).toBe(false);
  });

  it('when a web source, the page, the build config or the shared package changed after it', () => {
    for (const changed of ['web/src/app/deep/page.tsx', 'web/index.html', 'web/vite.config.ts', 'shared/src/menu-tree/home.ts']) {
      const { web, shared, touch } = tree();
      touch('web/dist/index.html', 10);
      touch(changed, 1);
      expect([changed, webBuildIsStale(web, shared)]).toEqual([changed, true]);
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('not because of installed packages or the build output itself', () => {
    const { web, shared, touch } = tree();
    touch('web/dist/index.html', 10);
    touch('web/src/node_modules/x.js', 1);
    touch('web/src/dist/y.js', 1);
    expect(webBuildIsStale(web, shared)).toBe(false);
  });
});
