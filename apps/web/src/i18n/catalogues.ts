import type { Language } from '@zf/shared';

/**
 * Every catalogue of the app, merged at start: `app/locales`, `request/locales` and `features/<area>/locales`,
 * one i18next namespace per folder (the folder name), one JSON file per language.
 */
const files = import.meta.glob<Record<string, unknown>>('../**/locales/*.json', { eager: true, import: 'default' });

export type Catalogues = Record<Language, Record<string, Record<string, unknown>>>;

export function namespaceOf(file: string): { namespace: string; language: string } | null {
  const m = /([^/]+)\/locales\/([^/]+)\.json$/.exec(file);
  return m ? { namespace: m[1]!, language: m[2]! } : null;
}

export function loadCatalogues(): Catalogues {
  const out: Catalogues = { 'zh-CN': {}, 'en-US': {} };
  for (const [file, content] of Object.entries(files)) {
    const where = namespaceOf(file);
    if (!where || !(where.language in out)) continue;
    out[where.language as Language][where.namespace] = content;
  }
  return out;
}

/** Every key of a catalogue as a dotted path (nested objects are i18next key paths). */
export function keyPaths(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v) ? keyPaths(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

/** Raw file list, for the parity test (a namespace present in one language only must fail too). */
export const catalogueFiles = (): string[] => Object.keys(files);
