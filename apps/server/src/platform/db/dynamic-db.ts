import type { Expression, ExpressionBuilder, Kysely, SelectQueryBuilder, SqlBool } from 'kysely';
import type { DB } from './schema.ts';

/*
 * The server's ONE untyped door to the database.
 *
 * Everything else reads and writes through `Kysely<DB>`, checked against the migrated schema by
 * database-type.int.test.ts. The exception is code whose table and column names are data known only at run time:
 * the resource engine works on the tables its definitions name (`resource.table`, `field.key`), and small generic
 * rules built on it (`uniquePair(table, …)`) take a table name as an argument. Kysely cannot check such names at
 * compile time, so those places use these aliases, and only they: `grep -rn "DynamicDb\|dynamicDb("` lists every
 * untyped access with its reason, and lint refuses a bare `Kysely<any>` anywhere else.
 *
 * Use it only where a name really is data. A query whose tables you can spell belongs on `Kysely<DB>`.
 */

/** A database handle (or transaction) whose table and column names come from data (resource definitions). */
export type DynamicDb = Kysely<any>;

/** A select over a table named by data, aliased `m` in the resource engine's record query. */
export type DynamicQuery = SelectQueryBuilder<any, any, any>;

/** Expressions over tables named by data (keyword matches a module adds to a resource's list). */
export type DynamicExpressions = ExpressionBuilder<any, any>;
export type DynamicCondition = Expression<SqlBool>;

/** The typed handle seen through the dynamic door (no copy: the same connection or transaction). */
export const dynamicDb = (db: Kysely<DB>): DynamicDb => db as unknown as DynamicDb;

/** Back to the typed handle, for typed helpers (change log, settings, hooks) called inside a dynamic transaction. */
export const typedDb = (db: DynamicDb): Kysely<DB> => db as unknown as Kysely<DB>;
