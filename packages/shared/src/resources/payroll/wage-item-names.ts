import type { Language } from '../../language.ts';

// Kept apart from wage-item.resource.ts: the web's page table imports these names at start-up, and the resource
// definition's zod schemas would come with them into the login page's bundle (the 400 KB budget).

/**
 * The items every enterprise starts with (zf_payroll_defaults, migration 0380) and the demo's piece-wage item, in both
 * languages: the stored name is the Chinese one; an English reader sees the English name while the name is still the
 * seeded one (a name the user edited is shown as typed).
 */
export const seededWageItems: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  base_salary: { 'zh-CN': '基本工资', 'en-US': 'Base salary' },
  bonus: { 'zh-CN': '奖金', 'en-US': 'Bonus' },
  pension: { 'zh-CN': '养老保险(个人)', 'en-US': 'Pension (employee)' },
  medical: { 'zh-CN': '医疗保险(个人)', 'en-US': 'Medical insurance (employee)' },
  unemployment: { 'zh-CN': '失业保险(个人)', 'en-US': 'Unemployment insurance (employee)' },
  housing_fund: { 'zh-CN': '住房公积金(个人)', 'en-US': 'Housing fund (employee)' },
  piece_wage: { 'zh-CN': '计件工资', 'en-US': 'Piece wages' },
};

/** A wage item's name as a reader of `language` sees it: a seeded item's own translation while its name is unchanged. */
export function wageItemName(code: string, name: string, language: Language): string {
  const seeded = Object.hasOwn(seededWageItems, code) ? seededWageItems[code] : undefined;
  return seeded && name === seeded['zh-CN'] ? seeded[language] : name;
}
