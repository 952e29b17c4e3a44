import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/*
 * The catalogue tables are typed in the central DB type (platform/db/schema-catalog.ts, checked against the migrated
 * schema by platform/db/database-type.int.test.ts). These names stay for the module's services that use them.
 */
export type { CatalogTables, ProductTable, BomItemTable } from '../../platform/db/schema-catalog.ts';
export type CatalogDB = DB;

/** The app's database handle (the catalogue tables are part of DB). */
export const catalogDb = (db: Kysely<DB>): Kysely<CatalogDB> => db;

/** The same handle, for platform helpers (change log, settings) inside a catalogue transaction. */
export const platformDb = (db: Kysely<CatalogDB>): Kysely<DB> => db;
