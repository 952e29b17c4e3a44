import { billMetas, printFieldLabels, type Language, type PrintLabel } from '@zf/shared';

/** The kinds a template can be for, labelled in the UI language: every bill type, vouchers and product labels. */
export function kindOptions(language: Language, only?: string) {
  const other: Record<string, PrintLabel> = { voucher: { zh: '记账凭证', en: 'Voucher' }, 'product-label': { zh: '商品标签', en: 'Product label' } };
  const all = [
    ...billMetas.map((m) => ({ value: m.type, label: m.label[language] })),
    ...Object.entries(other).map(([value, l]) => ({ value, label: language === 'zh-CN' ? l.zh : l.en })),
  ];
  return only ? all.filter((o) => o.value === only) : all;
}

export const say = (l: PrintLabel, language: Language) => (language === 'zh-CN' ? l.zh || l.en : l.en || l.zh);
export const fieldLabel = (field: keyof typeof printFieldLabels, language: Language) => say(printFieldLabels[field], language);
