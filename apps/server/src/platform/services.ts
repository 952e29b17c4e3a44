import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { DB } from './db/schema.ts';
import type { FileStorage } from './files/file-storage.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { SmsProvider } from './sms/sms-provider.ts';

/** What every route module is given: the database, the configuration, file storage, jobs and outside providers. */
export interface Services {
  db: Kysely<DB>;
  config: Config;
  sms: SmsProvider;
  /** Uploaded and generated files (local disk under ZF_DATA_DIR/files by default). */
  files: FileStorage;
  /** Background jobs: modules register handlers; routes enqueue and wake it. */
  jobs: JobRunner;
}
