import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { from as copyFrom } from 'pg-copy-streams';
import { catalogueProduct, type CatalogueProduct } from '../generate/catalogue.ts';
import { createEnterprise, registerAdmin } from '../generate/enterprise.ts';
import { importProducts, productWorkbook } from '../generate/product-import.ts';
import type { BenchContext } from '../lib/context.ts';
import { interleave } from '../lib/interleave.ts';
import { judge, type MetricResult } from '../lib/report.ts';
import { connect } from '../lib/sql.ts';
import { median, medianRatio, round } from '../lib/stats.ts';

/**
 * import_rows_per_s: an Excel workbook of `importRows` products uploaded to POST /products/import, until its task is
 * done, into a new enterprise each run (a clerk of its own, so the generated enterprise is left alone). Baseline:
 * COPY of the same rows (as CSV) into a scratch table over one connection. Also reports the server's peak memory.
 * No warm-up round: an import is long enough to warm itself, and a spare one would cost the quick mode its budget.
 */
export async function productImport(ctx: BenchContext): Promise<Record<string, MetricResult>> {
  const { plan } = ctx;
  const products = Array.from({ length: plan.importRows }, (_, i) => catalogueProduct(i));
  const clerk = await registerAdmin(ctx.anonymous, '导入员');
  await createEnterprise(clerk.api, '导入测试 0');
  const file = await productWorkbook(await clerk.api.download('/products/import-template'), products);
  const csv = Buffer.from(products.map(csvLine).join(''));
  const db = await connect(ctx.databaseUrl);
  await db.query('CREATE SCHEMA IF NOT EXISTS bench');
  await db.query('DROP TABLE IF EXISTS bench.product_copy');
  await db.query('CREATE TABLE bench.product_copy (code TEXT, name TEXT, unit TEXT, sale_price NUMERIC(20, 6), purchase_price NUMERIC(20, 6), status TEXT, spec TEXT)');
  try {
    const viaApi = async (round: number) => {
      await createEnterprise(clerk.api, `导入测试 ${round + 1}`);
      const t0 = performance.now();
      const result = await importProducts(clerk.api, file, 50);
      if (result.success !== products.length) throw new Error(`import: ${result.success} of ${products.length} rows imported, e.g. ${JSON.stringify(result.errors?.slice(0, 2))}`);
      return products.length / ((performance.now() - t0) / 1000);
    };
    const copy = async () => {
      await db.query('TRUNCATE bench.product_copy');
      const t0 = performance.now();
      await pipeline(Readable.from([csv]), db.query(copyFrom('COPY bench.product_copy FROM STDIN WITH (FORMAT csv)')));
      return products.length / ((performance.now() - t0) / 1000);
    };
    const runs = await interleave([{ name: 'import', run: viaApi }, { name: 'copy', run: copy }], {
      rounds: plan.pairs, onMeasure: (step, r, v) => ctx.log(`  ${step} #${r + 1}: ${v.toFixed(0)} rows/s`),
    });
    return {
      import_rows_per_s: judge('import_rows_per_s', {
        value: round(median(runs.import!)), unit: 'rows/s', baseline: round(median(runs.copy!)), baseline_unit: 'rows/s (COPY)',
        ratio: round(medianRatio(runs.import!, runs.copy!)), pairs: plan.pairs,
        detail: { rows: products.length, file_mb: round(file.length / 1e6), server_peak_rss_mb: peakRssMb(ctx.server.pid), runs },
      }),
    };
  } finally {
    await db.end();
  }
}

const csvField = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csvLine = (p: CatalogueProduct) => `${[p.code, p.name, '个', p.salePrice, p.purchasePrice, '在售', p.spec].map(csvField).join(',')}\n`;

/** The server process's peak resident memory so far (Linux VmHWM), in MB. */
function peakRssMb(pid: number): number | undefined {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}
