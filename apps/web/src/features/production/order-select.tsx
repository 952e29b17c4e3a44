import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../request/index.ts';
import type { ProductionOrderOptions } from '@zf/shared';
import { statusKeys } from './production-api.ts';

/** Choose an approved production order (number, product, quantity, production status). */
export function OrderSelect({ value, onChange, open }: { value?: number; onChange: (id: number | undefined) => void; open?: boolean }) {
  const { t } = useTranslation('production');
  const orders = useApiQuery<ProductionOrderOptions>('/production/orders', open ? { open: 1 } : {}, { staleTime: 0 });
  return (
    <Select showSearch allowClear value={value} onChange={onChange} style={{ width: 420 }} placeholder={t('chooseOrder')} data-testid="order-select"
      optionFilterProp="label" loading={orders.isFetching}
      options={(orders.data?.list ?? []).map((o) => ({ value: o.id, label: `${o.bill_sn} ${o.product_name} × ${Number(o.quantity)} (${t(statusKeys[o.status] ?? '')})` }))} />
  );
}
