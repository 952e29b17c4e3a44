import { describe, expect, it } from 'vitest';
import { catalogueFiles, keyPaths, loadCatalogues, namespaceOf } from './catalogues.ts';

const catalogues = loadCatalogues();
const placeholders = (s: unknown) => [...String(s).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
const valueAt = (obj: Record<string, unknown>, path: string) =>
  path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);

describe('translation catalogues', () => {
  it('were found (app, request and feature folders)', () => {
    expect(Object.keys(catalogues['zh-CN'])).toEqual(expect.arrayContaining(['app', 'request']));
  });

  it('every namespace exists in both zh-CN and en-US', () => {
    const byNamespace = new Map<string, Set<string>>();
    for (const file of catalogueFiles()) {
      const where = namespaceOf(file)!;
      byNamespace.set(where.namespace, (byNamespace.get(where.namespace) ?? new Set()).add(where.language));
    }
    for (const [namespace, languages] of byNamespace) expect([namespace, [...languages].sort()]).toEqual([namespace, ['en-US', 'zh-CN']]);
  });

  for (const namespace of Object.keys(catalogues['zh-CN'])) {
    it(`${namespace}: a key in one language exists in the other, with the same placeholders`, () => {
      const zh = catalogues['zh-CN'][namespace] ?? {};
      const en = catalogues['en-US'][namespace] ?? {};
      const zhKeys = keyPaths(zh).sort();
      const enKeys = keyPaths(en).sort();
      expect({ onlyInChinese: zhKeys.filter((k) => !enKeys.includes(k)), onlyInEnglish: enKeys.filter((k) => !zhKeys.includes(k)) })
        .toEqual({ onlyInChinese: [], onlyInEnglish: [] });
      for (const key of zhKeys) {
        expect([key, placeholders(valueAt(en, key))]).toEqual([key, placeholders(valueAt(zh, key))]);
        expect([key, String(valueAt(en, key)).trim() === '']).toEqual([key, false]);
      }
    });
  }
});
