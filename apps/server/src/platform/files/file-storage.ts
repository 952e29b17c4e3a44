import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live. Keys are opaque, random and flat (`<random>.<ext>`); a storage never
 * interprets them beyond that. Local disk by default; an S3-compatible storage can implement the same interface.
 */
export interface FileStorage {
  save(key: string, data: Buffer): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such file. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

/** Keys are letters, digits, '-' and '_' with an optional short extension: nothing that can walk a path. */
export const fileKeyPattern = /^[A-Za-z0-9_-]{16,64}(\.[a-z0-9]{1,8})?$/;
export const isFileKey = (key: string): boolean => fileKeyPattern.test(key);

/** A new unguessable key (192 random bits) with the given extension. */
export const newFileKey = (ext: string): string => `${randomBytes(24).toString('base64url')}.${ext}`;

/**
 * Files under `root`, spread over 256 sub-directories by the key's first two characters so no directory grows
 * huge. Writes go to a temporary name first and are renamed into place, so a reader never sees half a file.
 */
export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string): string => {
    if (!isFileKey(key)) throw new Error(`not a file key: ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async save(key, data) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, data, { flag: 'wx' });
      await rename(temp, target);
    },
    async open(key) {
      if (!isFileKey(key)) return null;
      const file = pathOf(key);
      try {
        const s = await stat(file);
        if (!s.isFile()) return null;
        return { stream: createReadStream(file), size: s.size };
      } catch (e) {
        if ((e as { code?: string }).code === 'ENOENT') return null;
        throw e;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
