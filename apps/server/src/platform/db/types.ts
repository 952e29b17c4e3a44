import pg from 'pg';

/**
 * One set of type parsers for PGlite (through node-postgres) and real PostgreSQL: DATE stays 'YYYY-MM-DD',
 * INT8 and NUMERIC stay strings (money is never a JS number). Timestamps are stored as unix seconds in BIGINT
 * columns (`*_time`) and converted with `unixTime` where a response needs a number.
 */
let installed = false;
export function installTypeParsers(): void {
  if (installed) return;
  installed = true;
  pg.types.setTypeParser(1082, (v: string) => v); // date
  pg.types.setTypeParser(20, (v: string) => v); // int8
  pg.types.setTypeParser(1700, (v: string) => v); // numeric
}

export const unixTime = (v: string | number | null | undefined): number => (v == null ? 0 : Number(v));
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
