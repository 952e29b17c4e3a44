import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messages, type Language, type MessageKey } from '@zf/shared';
import { loadCatalogues } from './catalogues.ts';
import { browserLanguages, initialLanguage, langStorageKey, readStoredLang, toStoredLang } from './language.ts';

export const i18n = i18next.createInstance();

/** Starts i18next in the stored (or browser) language with every feature catalogue loaded. */
export function initI18n(): Language {
  const language = initialLanguage(readStoredLang(), browserLanguages());
  void i18n.use(initReactI18next).init({
    resources: loadCatalogues(),
    lng: language,
    fallbackLng: 'zh-CN',
    defaultNS: 'app',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  document.documentElement.lang = language;
  return language;
}

export const currentLanguage = (): Language => (i18n.language === 'en-US' ? 'en-US' : 'zh-CN');

/** Stores the choice as 'cn' | 'en' (SPEC §9) and switches the UI. */
export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(langStorageKey, toStoredLang(language));
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

/** A SPEC §5 validation message of @zf/shared in the UI language (the same text the server answers with). */
export const validationMessage = (key: MessageKey | string): string =>
  (messages[currentLanguage()] as Record<string, string>)[key] ?? key;

export { langStorageKey, toStoredLang } from './language.ts';
