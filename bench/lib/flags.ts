/**
 * Command-line flags of `npm run bench`: the mode (full by default, `--quick`), sizes that override the mode's, and
 * what to run. Sizes are what the data generator builds and what each metric works on.
 */
export interface BenchPlan {
  mode: 'quick' | 'full';
  /** Stock movements the generator posts (months of purchase and sales bills). */
  moves: number;
  products: number;
  warehouses: number;
  customers: number;
  suppliers: number;
  /** Calendar days of bills, ending yesterday. */
  days: number;
  /** Interleaved pairs per metric (at least 5 for a median). */
  pairs: number;
  /** Seconds of each throughput / latency run. */
  seconds: number;
  /** Products per Excel import run. */
  importRows: number;
  /** Later movements a back-dated receipt must precede (fewer when the ledger is shorter). */
  repostMoves: number;
  /** Voucher lines the ledger-books metric loads (several years of vouchers over ~300 accounts with partner aux). */
  voucherLines: number;
  /** Metrics to run (all when empty). */
  only: string[];
  /** Reuse this bench database (generate only if it is empty) and keep it afterwards. */
  database?: string;
  keep: boolean;
  /** Post the generated documents one request at a time through the API instead of the engine's bulk path. */
  viaApi: boolean;
}

const modes: Record<BenchPlan['mode'], Omit<BenchPlan, 'mode' | 'only' | 'database' | 'keep' | 'viaApi'>> = {
  quick: { moves: 100_000, products: 2_000, warehouses: 3, customers: 100, suppliers: 20, days: 90, pairs: 5, seconds: 1.5, importRows: 5_000, repostMoves: 20_000, voucherLines: 100_000 },
  full: { moves: 10_000_000, products: 20_000, warehouses: 5, customers: 2_000, suppliers: 200, days: 730, pairs: 5, seconds: 5, importRows: 100_000, repostMoves: 100_000, voucherLines: 10_000_000 },
};

const numeric: Record<string, keyof BenchPlan> = {
  moves: 'moves', products: 'products', warehouses: 'warehouses', customers: 'customers', suppliers: 'suppliers',
  days: 'days', pairs: 'pairs', seconds: 'seconds', 'import-rows': 'importRows', 'repost-moves': 'repostMoves',
  'voucher-lines': 'voucherLines',
};

/** Parses `--quick`, `--name=value` / `--name value` sizes (`100k`, `10M` allowed), `--only=a,b`, `--db=name`, `--keep`, `--via-api`. */
export function parseFlags(argv: readonly string[]): BenchPlan {
  const args = [...argv];
  const mode = args.includes('--quick') ? 'quick' : 'full';
  const plan: BenchPlan = { mode, ...modes[mode], only: [], keep: false, viaApi: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--quick' || arg === '--full') continue;
    if (arg === '--keep') { plan.keep = true; continue; }
    if (arg === '--via-api') { plan.viaApi = true; continue; }
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!m) throw new Error(`unknown argument ${arg}`);
    const name = m[1]!;
    if (name !== 'only' && name !== 'db' && !numeric[name]) throw new Error(`unknown flag --${name}`);
    const value = m[2] ?? args[++i];
    if (value === undefined) throw new Error(`--${name} needs a value`);
    if (name === 'only') plan.only = value.split(',').map((s) => s.trim()).filter(Boolean);
    else if (name === 'db') { plan.database = value; plan.keep = true; }
    else (plan as unknown as Record<string, number>)[numeric[name]!] = size(value, name);
  }
  if (plan.pairs < 1) throw new Error('--pairs must be at least 1');
  return plan;
}

/** `100000`, `100k`, `10M`, `1.5m` → a whole number. */
export function size(text: string, name = 'size'): number {
  const m = /^(\d+(?:\.\d+)?)([kKmM]?)$/.exec(text.trim());
  if (!m) throw new Error(`--${name}: ${text} is not a number (100000, 100k, 10M)`);
  const factor = { '': 1, k: 1e3, K: 1e3, m: 1e6, M: 1e6 }[m[2] as '' | 'k' | 'K' | 'm' | 'M'];
  return Math.round(Number(m[1]) * factor);
}
