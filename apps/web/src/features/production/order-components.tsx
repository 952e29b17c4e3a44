import type { ProductionComponents } from '@zf/shared';
import { Alert, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '../../engines/resource/index.ts';
import { useApiQuery } from '../../request/index.ts';

/** The warehouses the user set on the order's component rows (component → warehouse); the rest take the server's default. */
export type ComponentWarehouses = Record<number, number>;

interface Props {
  productId?: number;
  quantity?: string;
  unitId?: number;
  storeId?: number;
  value: ComponentWarehouses;
  onChange: (next: ComponentWarehouses) => void;
}

/**
 * The order's component rows as saving will make them (GET /production/components: BOM, 应发, default issuing
 * warehouse) with a warehouse column: a row's warehouse is where its picks, supplements and returns go (issue 31).
 */
export function OrderComponents({ productId, quantity, unitId, storeId, value, onChange }: Props) {
  const { t } = useTranslation('production');
  const ready = Boolean(productId) && /^\d+(\.\d{1,4})?$/.test(quantity ?? '') && Number(quantity) > 0;
  const rows = useApiQuery<ProductionComponents>('/production/components', { product_id: productId, quantity, unit_id: unitId || undefined, store_id: storeId || undefined }, { enabled: ready, quiet: [4220] });
  if (!ready) return null;
  return (
    <>
      <Table size="small" rowKey="product_id" pagination={false} loading={rows.isFetching} data-testid="order-components" title={() => t('order.components')}
        dataSource={rows.data?.lines ?? []}
        columns={[
          { title: t('order.component'), key: 'product', render: (_, r) => <>{`${r.product_code} ${r.product_name}`}{r.backflush && <Tag style={{ marginLeft: 4 }}>{t('order.backflush')}</Tag>}</> },
          { title: t('order.required'), dataIndex: 'number', align: 'right', width: 100 },
          {
            title: t('order.issueWarehouse'), key: 'warehouse', width: 190,
            render: (_, r) => (
              <RefSelect resource="warehouses" id={`component-warehouse-${r.product_id}`} allowClear={false} style={{ width: '100%' }}
                value={value[r.product_id] ?? (r.warehouse_id || undefined)} onChange={(w) => onChange({ ...value, [r.product_id]: Number(w) })} />
            ),
          },
        ]} />
      <Alert type="info" showIcon style={{ marginTop: 8 }} message={t('order.componentsHint')} />
    </>
  );
}
