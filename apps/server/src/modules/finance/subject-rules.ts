import { subjectAuxTypes } from '@zf/shared';
import { pinyin } from 'pinyin-pro';

/**
 * Pure rules of the chart of accounts: codes of sub-accounts (the parent's code + 2 digits), the next free one, and
 * the pinyin initials accountants type to find an account ('kcxj' → 库存现金).
 */
export const auxTypeNames = subjectAuxTypes;
export type AuxTypeName = (typeof auxTypeNames)[number];

/** Level-1 codes have 4 digits; each level below adds 2. */
export const levelOfCode = (code: string): number => 1 + Math.max(0, (code.length - 4) / 2);

/** The parent's code of a code ('' for a level-1 code). */
export const parentCodeOf = (code: string): string => (code.length > 4 ? code.slice(0, -2) : '');

/** A code is well formed: 4 digits, then pairs of digits (at most 5 levels). */
export const validCode = (code: string): boolean => /^\d{4}(\d{2}){0,4}$/.test(code);

/** The next free sub-account code under `parentCode` ('1002' → '100201', then '100202' …), or null when 99 are taken. */
export function nextChildCode(parentCode: string, siblingCodes: readonly string[]): string | null {
  const taken = new Set(siblingCodes.filter((c) => c.length === parentCode.length + 2 && c.startsWith(parentCode)).map((c) => Number(c.slice(-2))));
  const max = taken.size ? Math.max(...taken) : 0;
  // After the highest used number (what Kingdee and UFIDA offer), or the first gap when 99 is used.
  for (const n of [...Array.from({ length: 99 - max }, (_, i) => max + 1 + i), ...Array.from({ length: 99 }, (_, i) => i + 1)]) {
    if (!taken.has(n)) return parentCode + String(n).padStart(2, '0');
  }
  return null;
}

const initialsCache = new Map<string, string>();

/** Lower-case pinyin initials of a name, letters and digits only ('应交增值税' → 'yjzzs'); cached per name. */
export function initialsOf(name: string): string {
  let hit = initialsCache.get(name);
  if (hit === undefined) {
    hit = pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' }).join('').toLowerCase().replace(/[^a-z0-9]/g, '');
    if (initialsCache.size > 50_000) initialsCache.clear();
    initialsCache.set(name, hit);
  }
  return hit;
}
