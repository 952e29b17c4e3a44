import { sourceTypeLabel, formatAmount, Decimal, type Language } from '@zf/shared';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ColumnKind } from './query-def.ts';

const colors: Record<string, Record<number, string>> = {
  auditStatus: { 1: 'processing', 2: 'success', 3: 'warning', 4: 'default' },
  progress: { 1: 'default', 2: 'orange', 3: 'green' },
  pay: { 1: 'default', 2: 'orange', 3: 'green' },
};

/** A cell of a query screen, shown by its column's kind. */
export function renderCell(kind: ColumnKind | undefined, value: unknown, language: Language, t: TFunction): React.ReactNode {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'amount': return formatAmount(String(value));
    case 'qty': return formatAmount(String(value), 4);
    case 'price': return formatAmount(String(value), Math.max(2, Math.min(6, new Decimal(String(value)).decimalPlaces())));
    case 'date': return String(value).slice(0, 10);
    case 'billType': return sourceTypeLabel(String(value), language);
    case 'auditStatus': case 'progress': case 'pay':
      return <Tag color={colors[kind]![Number(value)] ?? 'default'}>{t(`${kind}.${Number(value)}`)}</Tag>;
    case 'yesNo': return t(value ? 'yes' : 'no');
    default: return String(value);
  }
}

/** Kinds shown right-aligned (numbers). */
export const numeric = (kind?: ColumnKind) => kind === 'amount' || kind === 'qty' || kind === 'price';
