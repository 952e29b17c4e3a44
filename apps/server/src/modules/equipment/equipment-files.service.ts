import path from 'node:path';
import { EquipmentFileKind, type Language } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { acceptedImage } from '../../platform/files/image-type.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { translate } from '../../platform/i18n/server-messages.ts';
import { createFolder, deleteFile, driveName, fileForDownload, uploadFile } from '../drive/index.ts';

/**
 * A machine's documents and photos (issue 18 item 1) are files of the enterprise drive: the drive keeps the bytes,
 * counts them against the quota and lists them in a folder the system makes per machine (设备资料/<code> <name>);
 * equipment_file only links a drive file to its machine, as a photo or a document. There is no second file store.
 */
export interface EquipmentFileRow {
  id: number; file_id: number; kind: number; name: string; size: number; uploader: string; create_time: number;
}

async function machineOf(db: Kysely<DB>, enterpriseId: number, equipmentId: number) {
  const e = await db.selectFrom('equipment').select(['id', 'code', 'name']).where('enterprise_id', '=', enterpriseId).where('id', '=', equipmentId).executeTakeFirst();
  if (!e) throw notFound();
  return e;
}

/** A folder name from a machine's code and name: no slashes (the drive would take them for a path). */
const folderName = (code: string, name: string, id: number) => driveName((code ? `${code} ${name}` : `${name} #${id}`).replace(/[/\\]/g, '-')) || `#${id}`;

/**
 * The drive folder remembered under `key` (a machine's id, or 0 for the parent folder of all machines), made when
 * there is none yet or the remembered one was deleted on the drive page. A folder of the same name already there is
 * taken over; two uploads making it at once end with the same folder (the second finds the first's).
 */
async function folderFor(db: Kysely<DB>, enterpriseId: number, employeeId: number, key: number, parentId: number, name: string): Promise<number> {
  const known = await db.selectFrom('equipment_folder as k')
    .innerJoin('drive_folder as f', (j) => j.onRef('f.enterprise_id', '=', 'k.enterprise_id').onRef('f.id', '=', 'k.folder_id'))
    .select('f.id').where('k.enterprise_id', '=', enterpriseId).where('k.equipment_id', '=', key).executeTakeFirst();
  if (known) return known.id;
  const named = () => db.selectFrom('drive_folder').select('id').where('enterprise_id', '=', enterpriseId).where('parent_id', '=', parentId).where('name', '=', name).executeTakeFirst();
  let folder = await named();
  if (!folder) {
    try {
      folder = await createFolder(db, enterpriseId, employeeId, parentId, name);
    } catch (e) {
      folder = await named();
      if (!folder) throw e;
    }
  }
  const folderId = folder.id;
  await db.insertInto('equipment_folder').values({ enterprise_id: enterpriseId, equipment_id: key, folder_id: folderId })
    .onConflict((c) => c.columns(['enterprise_id', 'equipment_id']).doUpdateSet({ folder_id: folderId })).execute();
  return folderId;
}

/** The machine's folder, under the parent folder 设备资料 (named in the language of whoever uploads first). */
async function machineFolder(db: Kysely<DB>, enterpriseId: number, employeeId: number, language: Language, machine: { id: number; code: string; name: string }) {
  const parent = await folderFor(db, enterpriseId, employeeId, 0, 0, translate(language, 'equipment.filesFolder'));
  return folderFor(db, enterpriseId, employeeId, machine.id, parent, folderName(machine.code, machine.name, machine.id));
}

/** `name`, or `stem (2).ext`, `stem (3).ext` … whichever the folder does not hold yet (two photos are often both image.jpg). */
async function freeName(db: Kysely<DB>, enterpriseId: number, folderId: number, name: string): Promise<string> {
  const taken = new Set((await db.selectFrom('drive_file').select('name').where('enterprise_id', '=', enterpriseId).where('folder_id', '=', folderId).execute()).map((f) => f.name));
  if (!taken.has(name)) return name;
  const ext = path.extname(name);
  const stem = name.slice(0, name.length - ext.length);
  for (let n = 2; ; n++) {
    const candidate = `${stem} (${n})${ext}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Stores an upload as a drive file in the machine's folder (quota and storage as any drive upload) and links it: a
 * JPEG or PNG (by its name and bytes) as a photo, anything else as a document, after the machine's other files.
 * When the link cannot be written (the machine was deleted meanwhile) the drive file goes again.
 */
export async function attachEquipmentFile(
  db: Kysely<DB>, files: FileStorage, who: { enterpriseId: number; employeeId: number; language: Language }, equipmentId: number, fileName: string, data: Buffer,
): Promise<EquipmentFileRow> {
  const { enterpriseId, employeeId } = who;
  const machine = await machineOf(db, enterpriseId, equipmentId);
  const folderId = await machineFolder(db, enterpriseId, employeeId, who.language, machine);
  const upload = async () => uploadFile(db, files, enterpriseId, employeeId, folderId, await freeName(db, enterpriseId, folderId, driveName(fileName)), data);
  // A second upload of the same name at the same moment takes the name first: one more try with the next free one.
  const made = await upload().catch((e: unknown) => ((e as { key?: string }).key === 'drive.nameTaken' ? upload() : Promise.reject(e)));
  const kind = acceptedImage(made.name, data) ? EquipmentFileKind.photo : EquipmentFileKind.document;
  try {
    const link = await db.transaction().execute(async (tx) => {
      const last = await tx.selectFrom('equipment_file').select((eb) => eb.fn.max('sort').as('sort')).where('enterprise_id', '=', enterpriseId).where('equipment_id', '=', equipmentId).executeTakeFirst();
      return tx.insertInto('equipment_file').values({ enterprise_id: enterpriseId, equipment_id: equipmentId, file_id: made.id, kind, sort: Number(last?.sort ?? 0) + 1, create_time: nowSeconds() })
        .returning(['id', 'create_time']).executeTakeFirstOrThrow();
    });
    return { id: link.id, file_id: made.id, kind, name: made.name, size: Number(made.size), uploader: '', create_time: Number(link.create_time) };
  } catch (e) {
    await deleteFile(db, files, enterpriseId, made.id);
    throw e;
  }
}

/** A machine's files: photos first, each kind in the order attached, with the drive file's name, size and uploader. */
export async function equipmentFiles(db: Kysely<DB>, enterpriseId: number, equipmentId: number): Promise<EquipmentFileRow[]> {
  await machineOf(db, enterpriseId, equipmentId);
  const rows = await db.selectFrom('equipment_file as l')
    .innerJoin('drive_file as f', (j) => j.onRef('f.enterprise_id', '=', 'l.enterprise_id').onRef('f.id', '=', 'l.file_id'))
    .leftJoin('employee as e', (j) => j.onRef('e.enterprise_id', '=', 'f.enterprise_id').onRef('e.id', '=', 'f.employee_id'))
    .select(['l.id', 'l.file_id', 'l.kind', 'l.create_time', 'f.name', 'f.size', 'e.name as uploader'])
    .where('l.enterprise_id', '=', enterpriseId).where('l.equipment_id', '=', equipmentId)
    .orderBy('l.kind').orderBy('l.sort').orderBy('l.id').execute();
  return rows.map((r) => ({ id: r.id, file_id: r.file_id, kind: r.kind, name: r.name, size: Number(r.size), uploader: r.uploader ?? '', create_time: Number(r.create_time) }));
}

async function linkOf(db: Kysely<DB>, enterpriseId: number, id: number) {
  const link = await db.selectFrom('equipment_file').select(['file_id', 'kind', 'equipment_id']).where('enterprise_id', '=', enterpriseId).where('id', '=', id).executeTakeFirst();
  if (!link) throw notFound();
  return link;
}

const photoTypes: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

/** A linked file's bytes; a photo with its image type (so the card can show it), anything else as a download. */
export async function equipmentFileForDownload(db: Kysely<DB>, files: FileStorage, enterpriseId: number, id: number) {
  const link = await linkOf(db, enterpriseId, id);
  const file = await fileForDownload(db, files, enterpriseId, link.file_id);
  const type = link.kind === EquipmentFileKind.photo ? photoTypes[path.extname(file.name).toLowerCase()] : undefined;
  return { ...file, contentType: type ?? 'application/octet-stream' };
}

/**
 * Removing a file from the card deletes it from the drive too (its folder is the machine's, and a file nobody links
 * would only use up the quota); the link goes with the drive row.
 */
export async function removeEquipmentFile(db: Kysely<DB>, files: FileStorage, enterpriseId: number, id: number): Promise<void> {
  const link = await linkOf(db, enterpriseId, id);
  await deleteFile(db, files, enterpriseId, link.file_id);
}
