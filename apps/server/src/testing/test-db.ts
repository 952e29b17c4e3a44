import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate, openDatabase, type Database } from '../platform/db/index.ts';
import { openPglite, type PGliteInstance } from '../platform/db/connect.ts';

import { adminUrl, urlFor } from './global-setup.ts';
import { resetToSnapshot, takeSnapshot, type MigratedSnapshot } from './pglite-reset.ts';

let workerPglite: Promise<PGliteInstance> | undefined;
/** The worker's PGlite as the migrations left it (pglite-reset.ts); undefined until the first file migrated it. */
let migrated: MigratedSnapshot | undefined;

export const testDbKind = process.env.ZF_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: a clone of the run's template on PostgreSQL, or an in-memory
 * PGlite. Closing drops the PostgreSQL clone.
 */
export async function freshDatabase(): Promise<Database> {
  if (testDbKind === 'pglite') {
    // Starting PGlite costs 2-3 s; a worker keeps one and empties it for each test file (files in a worker run one
    // after another, see vitest.config.ts), which is the same fresh, migrated database for a fraction of the time.
    // Later files get that database back by emptying its tables (resetToSnapshot) unless a file changed the schema.
    const pglite = await (workerPglite ??= openPglite('memory://'));
    if (migrated && (await resetToSnapshot(pglite, migrated))) return openDatabase({ pglite });
    await pglite.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    const database = await openDatabase({ pglite });
    await migrate(database.db);
    migrated = await takeSnapshot(pglite);
    return database;
  }
  // The global setup's pid names the run; the template name carries it.
  const template = inject('pgTemplate');
  const runPid = template.split('_')[2];
  const name = `zf_t_${runPid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const database = await openDatabase({ url: urlFor(name), poolSize: 30 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      // The pool's sockets may still be closing: wait for them rather than killing them (a killed client emits an
      // error nobody listens to any more). FORCE only as a last resort.
      for (let attempt = 0; ; attempt++) {
        try {
          await a.query(`DROP DATABASE IF EXISTS ${name}${attempt >= 20 ? ' WITH (FORCE)' : ''}`);
          break;
        } catch (e) {
          if ((e as { code?: string }).code !== '55006' || attempt >= 20) throw e;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await a.end();
    },
  };
}
