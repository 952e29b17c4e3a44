import { driveName } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { newFileKey, type FileStorage } from '../../platform/files/file-storage.ts';
import { AppError, conflict, notFound } from '../../platform/http/app-error.ts';

/** Every enterprise starts with 1 GB of drive space (drive_quota.quota_bytes; a service plan may raise it). */
export const defaultQuotaBytes = 1024 * 1024 * 1024;

/** A size as people read it: 900B, 12.50KB, 3.20MB, 1.00GB. */
export const readableSize = (bytes: number): string => {
  const units = ['B', 'KB', 'MB', 'GB'];
  let n = bytes;
  let u = 0;
  while (n >= 1024 && u < units.length - 1) { n /= 1024; u += 1; }
  return u === 0 ? `${n}B` : `${n.toFixed(2)}${units[u]}`;
};
/** The name as a user gave it (the contract's, as the routes' name check uses it). */
export { driveName };

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';
const uniqueName = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('drive.nameTaken');
    throw e;
  }
};

/** The enterprise's quota and usage; an enterprise that never uploaded has the default and uses nothing. */
async function quotaRow(db: Kysely<DB>, enterpriseId: number) {
  const q = await db.selectFrom('drive_quota').selectAll().where('enterprise_id', '=', enterpriseId).executeTakeFirst();
  return q ? { quota_bytes: Number(q.quota_bytes), used_bytes: Number(q.used_bytes) } : { quota_bytes: defaultQuotaBytes, used_bytes: 0 };
}

async function folderOf(db: Kysely<DB>, enterpriseId: number, id: number) {
  if (id === 0) return { id: 0, parent_id: 0, name: '' };
  const f = await db.selectFrom('drive_folder').select(['id', 'parent_id', 'name']).where('enterprise_id', '=', enterpriseId).where('id', '=', id).executeTakeFirst();
  if (!f) throw notFound();
  return f;
}

/** One folder's view: where it is (path from the root), its sub-folders and files, and the enterprise's quota. */
export async function browse(db: Kysely<DB>, enterpriseId: number, folderId: number) {
  const folder = await folderOf(db, enterpriseId, folderId);
  const trail: Array<{ id: number; name: string }> = [];
  for (let f = folder; f.id !== 0 && trail.length < 50; f = await folderOf(db, enterpriseId, f.parent_id)) trail.unshift({ id: f.id, name: f.name });
  const folders = await db.selectFrom('drive_folder').select(['id', 'name', 'update_time']).where('enterprise_id', '=', enterpriseId).where('parent_id', '=', folderId).orderBy('name').execute();
  const files = await db.selectFrom('drive_file as f')
    .leftJoin('employee as e', (j) => j.onRef('e.enterprise_id', '=', 'f.enterprise_id').onRef('e.id', '=', 'f.employee_id'))
    .select(['f.id', 'f.name', 'f.size', 'f.update_time', 'e.name as uploader'])
    .where('f.enterprise_id', '=', enterpriseId).where('f.folder_id', '=', folderId).orderBy('f.name').execute();
  return {
    folder_id: folderId, path: trail,
    folders: folders.map((f) => ({ id: f.id, name: f.name, update_time: Number(f.update_time) })),
    files: files.map((f) => ({ id: f.id, name: f.name, size: Number(f.size), uploader: f.uploader ?? '', update_time: Number(f.update_time) })),
    quota: await quotaRow(db, enterpriseId),
  };
}

export async function createFolder(db: Kysely<DB>, enterpriseId: number, employeeId: number, parentId: number, name: string) {
  await folderOf(db, enterpriseId, parentId);
  const now = nowSeconds();
  return uniqueName(() => db.insertInto('drive_folder').values({ enterprise_id: enterpriseId, parent_id: parentId, name: driveName(name), employee_id: employeeId, create_time: now, update_time: now })
    .returning('id').executeTakeFirstOrThrow());
}

export async function renameFolder(db: Kysely<DB>, enterpriseId: number, id: number, name: string) {
  const done = await uniqueName(() => db.updateTable('drive_folder').set({ name: driveName(name), update_time: nowSeconds() }).where('enterprise_id', '=', enterpriseId).where('id', '=', id).returning('id').executeTakeFirst());
  if (!done) throw notFound();
}

export async function deleteFolder(db: Kysely<DB>, enterpriseId: number, id: number) {
  await folderOf(db, enterpriseId, id);
  const child = await db.selectFrom('drive_folder').select('id').where('enterprise_id', '=', enterpriseId).where('parent_id', '=', id).executeTakeFirst();
  const file = await db.selectFrom('drive_file').select('id').where('enterprise_id', '=', enterpriseId).where('folder_id', '=', id).executeTakeFirst();
  if (child || file) throw conflict('drive.folderNotEmpty');
  await db.deleteFrom('drive_folder').where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
}

/**
 * Stores an uploaded file: the bytes first (under a random key), then in one transaction the quota is taken — only
 * while what is used plus the file stays within the quota, so two uploads at once never pass it together — and the
 * row written. When the transaction refuses, the stored bytes are removed again.
 */
export async function uploadFile(db: Kysely<DB>, files: FileStorage, enterpriseId: number, employeeId: number, folderId: number, name: string, data: Buffer) {
  await folderOf(db, enterpriseId, folderId);
  const q = await quotaRow(db, enterpriseId);
  if (q.used_bytes + data.length > q.quota_bytes) throw new AppError(4090, 'drive.quotaFull', null, { left: readableSize(q.quota_bytes - q.used_bytes), size: readableSize(data.length) });
  const key = newFileKey('bin');
  await db.insertInto('drive_quota').values({ enterprise_id: enterpriseId, quota_bytes: defaultQuotaBytes }).onConflict((c) => c.column('enterprise_id').doNothing()).execute();
  await files.save(key, data);
  try {
    return await uniqueName(() => db.transaction().execute(async (tx) => {
      const taken = await tx.updateTable('drive_quota').set({ used_bytes: sql`used_bytes + ${data.length}` })
        .where('enterprise_id', '=', enterpriseId).where(sql<boolean>`used_bytes + ${data.length} <= quota_bytes`).returning('used_bytes').executeTakeFirst();
      if (!taken) throw new AppError(4090, 'drive.quotaFull', null, { left: readableSize(q.quota_bytes - q.used_bytes), size: readableSize(data.length) });
      const now = nowSeconds();
      return tx.insertInto('drive_file').values({ enterprise_id: enterpriseId, folder_id: folderId, name: driveName(name), storage_key: key, size: data.length, employee_id: employeeId, create_time: now, update_time: now })
        .returning(['id', 'name', 'size']).executeTakeFirstOrThrow();
    }));
  } catch (e) {
    await files.remove(key);
    throw e;
  }
}

export async function renameFile(db: Kysely<DB>, enterpriseId: number, id: number, name: string, folderId?: number) {
  if (folderId !== undefined) await folderOf(db, enterpriseId, folderId);
  const done = await uniqueName(() => db.updateTable('drive_file').set({ name: driveName(name), ...(folderId !== undefined ? { folder_id: folderId } : {}), update_time: nowSeconds() })
    .where('enterprise_id', '=', enterpriseId).where('id', '=', id).returning('id').executeTakeFirst());
  if (!done) throw notFound();
}

export async function deleteFile(db: Kysely<DB>, files: FileStorage, enterpriseId: number, id: number) {
  const gone = await db.transaction().execute(async (tx) => {
    const f = await tx.deleteFrom('drive_file').where('enterprise_id', '=', enterpriseId).where('id', '=', id).returning(['storage_key', 'size']).executeTakeFirst();
    if (!f) throw notFound();
    await tx.updateTable('drive_quota').set({ used_bytes: sql`greatest(used_bytes - ${Number(f.size)}, 0)` }).where('enterprise_id', '=', enterpriseId).execute();
    return f;
  });
  await files.remove(gone.storage_key);
}

export async function fileForDownload(db: Kysely<DB>, files: FileStorage, enterpriseId: number, id: number) {
  const f = await db.selectFrom('drive_file').select(['name', 'storage_key']).where('enterprise_id', '=', enterpriseId).where('id', '=', id).executeTakeFirst();
  const opened = f ? await files.open(f.storage_key) : null;
  if (!f || !opened) throw notFound();
  return { name: f.name, ...opened };
}
