export { openDatabase, type Database, type DatabaseKind } from './connect.ts';
export { migrate } from './migrate.ts';
export type { DB } from './schema.ts';
export { nowSeconds, unixTime } from './types.ts';
export type { Kysely, Transaction } from 'kysely';
export { afterCommit, transactionWithHooks } from './after-commit.ts';
