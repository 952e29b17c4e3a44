import type { BalanceAmounts } from '@zf/shared';
import type { TFunction } from 'i18next';
import type { ColumnsType } from 'antd/es/table';
import { Money } from './book-common.tsx';

/** 期初余额, 本期发生额, 本年累计发生额, 期末余额, each with 借方 and 贷方 under it, like a printed 科目余额表. */
export function amountGroups<T extends BalanceAmounts>(t: TFunction): ColumnsType<T> {
  const pair = (group: string, debit: keyof BalanceAmounts, credit: keyof BalanceAmounts) => ({
    title: t(group),
    children: [
      { title: t('debit'), dataIndex: debit, key: debit, align: 'right' as const, width: 100, render: (v: string) => <Money value={v} /> },
      { title: t('credit'), dataIndex: credit, key: credit, align: 'right' as const, width: 100, render: (v: string) => <Money value={v} /> },
    ],
  });
  return [
    pair('opening', 'opening_debit', 'opening_credit'), pair('period', 'debit', 'credit'),
    pair('year', 'year_debit', 'year_credit'), pair('closing', 'closing_debit', 'closing_credit'),
  ];
}

export const amountKeys: Array<keyof BalanceAmounts> = ['opening_debit', 'opening_credit', 'debit', 'credit', 'year_debit', 'year_credit', 'closing_debit', 'closing_credit'];
