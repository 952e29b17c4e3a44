import type { BillMeta } from '@zf/shared';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Draft } from '../documents/bill-api.ts';
import { UninvoicedList } from './uninvoiced-list.tsx';

/** An invoice page: the invoice register (the type's bill list, with totals, filters and export) and the uninvoiced documents. */
export function InvoiceListTabs({ meta, list, edit }: { meta: BillMeta; list: React.ReactNode; edit: (draft: Draft) => void }) {
  const { t } = useTranslation('invoices');
  return (
    <Tabs defaultActiveKey="register" destroyOnHidden items={[
      { key: 'register', label: t('register'), children: list },
      { key: 'uninvoiced', label: t('uninvoiced'), children: <Card variant="borderless"><UninvoicedList meta={meta} edit={edit} /></Card> },
    ]} />
  );
}
