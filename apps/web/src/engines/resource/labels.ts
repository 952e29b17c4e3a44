import { useTranslation } from 'react-i18next';
import type { Language, Resource } from '@zf/shared';

/** The UI language as @zf/shared names it (definition labels and validation messages are keyed by it). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
}

/** The engine's own words (locales/*.json, namespace `resource`). */
export const useResourceText = () => useTranslation('resource').t;

/** A column or field label: the definition's, or the engine's for the time columns every record has. */
export function columnLabel(r: Resource, key: string, language: Language, t: (k: string) => string): string {
  return r.allFields[key]?.label[language] ?? t(`columns.${key}`);
}
