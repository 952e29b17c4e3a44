import type { Language } from '@zf/shared';

/** SPEC §9: the language is stored under `lang` as 'cn' or 'en'. */
export const langStorageKey = 'lang';
export type StoredLang = 'cn' | 'en';

export const toLanguage = (lang: StoredLang): Language => (lang === 'en' ? 'en-US' : 'zh-CN');
export const toStoredLang = (language: Language): StoredLang => (language === 'en-US' ? 'en' : 'cn');

/**
 * Which language to start in (SPEC §9 "default language cn, stored as lang; browser fallback, default English"):
 * the stored choice wins; without one a Chinese browser gets Chinese and every other browser English.
 */
export function initialLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (stored === 'cn' || stored === 'en') return toLanguage(stored);
  return browserLanguages.some((l) => l.toLowerCase().startsWith('zh')) ? 'zh-CN' : 'en-US';
}

export function readStoredLang(): string | null {
  try {
    return localStorage.getItem(langStorageKey);
  } catch {
    return null;
  }
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
