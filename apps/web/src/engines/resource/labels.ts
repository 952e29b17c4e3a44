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

/** One English noun in the singular: categories → category, shelves → shelf, addresses → address, units → unit. */
function singularWord(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/ves$/.test(word)) return word.replace(/ves$/, 'f');
  if (/(ss|ch|sh|x)es$/.test(word)) return word.replace(/es$/, '');
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * A resource's English list label ("Vehicle brands", "Bills of materials") as the thing one form edits, for plain
 * titles like "Edit product" and "Create vehicle brand" (issue 12 item 8): the head noun in the singular, lower
 * case unless an acronym. Chinese labels have no plural and are used as they are.
 */
export function oneOf(label: string, language: Language): string {
  if (language !== 'en-US') return label;
  const words = label.split(' ');
  const of = words.indexOf('of');
  const head = of > 0 ? of - 1 : words.length - 1;
  const out = words.map((w, i) => (i === head ? singularWord(w) : w));
  const first = out[0] ?? '';
  out[0] = /^[A-Z]{2,}/.test(first) ? first : first.charAt(0).toLowerCase() + first.slice(1);
  return out.join(' ');
}
