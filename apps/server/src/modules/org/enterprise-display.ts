import type { Language } from '@zf/shared';

/**
 * The product's own version names (the column keeps the Chinese one, as the operator sets it) in the reader's
 * language; a name the operator typed for a special contract is shown as typed.
 */
const builtInVersions: Record<string, Record<Language, string>> = {
  标准版: { 'zh-CN': '标准版', 'en-US': 'Standard edition' },
  专业版: { 'zh-CN': '专业版', 'en-US': 'Professional edition' },
  旗舰版: { 'zh-CN': '旗舰版', 'en-US': 'Flagship edition' },
  试用版: { 'zh-CN': '试用版', 'en-US': 'Trial edition' },
};
export const versionNameIn = (name: string, language: Language): string => builtInVersions[name]?.[language] ?? name;

/**
 * The name an enterprise is shown by (SPEC §3): type 1 uses org_name when set, type 2 alias_name when set, both
 * fall back to name.
 */
export function enterpriseDisplayName(e: { type: number; name: string; org_name: string; alias_name: string }): string {
  if (e.type === 1) return e.org_name.trim() || e.name;
  if (e.type === 2) return e.alias_name.trim() || e.name;
  return e.name;
}
