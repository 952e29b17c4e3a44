import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { BenchContext } from '../lib/context.ts';
import { repoRoot } from '../lib/node-process.ts';
import { judge, type MetricResult } from '../lib/report.ts';
import { median, medianRatio, round } from '../lib/stats.ts';

interface ManifestChunk { file: string; imports?: string[]; isEntry?: boolean }
const loginPage = 'src/features/auth/login.page.tsx';

/**
 * web_initial_js_gzip: gzip bytes of the JS the login page loads before its form shows — the entry script and the
 * chunks index.html preloads, plus the lazy login page chunk and its static imports (from Vite's manifest). The web
 * app is built with its own config into a temporary directory (apps/web/dist, which running servers use, is left
 * alone). Baseline: React + react-router with one empty route (bench/baseline-web), same Vite. Builds are
 * deterministic, so quick mode builds each once; full mode repeats the pair.
 */
export async function webInitialJs(ctx: BenchContext): Promise<Record<string, MetricResult>> {
  const pairs = ctx.plan.mode === 'quick' ? 1 : ctx.plan.pairs;
  const web: number[] = [];
  const empty: number[] = [];
  let files: string[] = [];
  for (let i = 0; i < pairs; i++) {
    const app = await buildAndMeasure(path.join(repoRoot, 'apps/web'), { configFile: path.join(repoRoot, 'apps/web/vite.config.ts') }, loginPage);
    web.push(app.bytes);
    files = app.files;
    empty.push((await buildAndMeasure(path.join(repoRoot, 'bench/baseline-web'), { configFile: false, plugins: [react()] })).bytes);
    ctx.log(`  web #${i + 1}: ${web.at(-1)} B in ${files.length} files, empty React + router ${empty.at(-1)} B`);
  }
  return {
    web_initial_js_gzip: judge('web_initial_js_gzip', {
      value: round(median(web)), unit: 'bytes (gzip)', baseline: round(median(empty)), baseline_unit: 'bytes (gzip)',
      ratio: round(medianRatio(web, empty)), pairs, detail: { kb: round(median(web) / 1024), baseline_kb: round(median(empty) / 1024), files },
    }),
  };
}

async function buildAndMeasure(root: string, config: { configFile: string | false; plugins?: unknown[] }, lazyPage?: string): Promise<{ bytes: number; files: string[] }> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'zf-bench-web-'));
  try {
    await build({ root, ...config, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } } as never);
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const files = new Set<string>();
    for (const m of html.matchAll(/<script[^>]+type="module"[^>]*src="\/([^"]+)"|<link[^>]+rel="modulepreload"[^>]*href="\/([^"]+)"/g)) files.add(m[1] ?? m[2]!);
    if (lazyPage) {
      const manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
      const walk = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        chunk.imports?.forEach(walk);
      };
      if (!manifest[lazyPage]) throw new Error(`${lazyPage} is not in the web build's manifest`);
      walk(lazyPage);
    }
    let bytes = 0;
    for (const file of files) bytes += gzipSync(await readFile(path.join(outDir, file))).length;
    return { bytes, files: [...files].sort() };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
