import { useQuery } from '@tanstack/react-query';
import { App, Form, Modal, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkDecimal, type ListOf } from '@zf/shared';
import type { ProductLevelPriceList, ProductPriceHistoryRow as PriceHistoryRow, ProductLevelPriceRow as LevelPriceRow } from '@zf/shared';
import { DecimalInput, type ResourceRecord } from '../../engines/resource/index.ts';
import { readableDecimal } from '../../engines/resource/form-model.ts';
import { validationMessage } from '../../i18n/index.ts';
import { api, queryClient } from '../../request/index.ts';

type Prices = { purchase_price: string; sale_price: string };

const priceRule = { validator: (_: unknown, v: string = '') => { const k = checkDecimal(v, 6); return k ? Promise.reject(new Error(validationMessage(k))) : Promise.resolve(); } };

/** Changes one product's purchase and sale price (POST /products/prices); the server records the history. */
export function PriceChangeDialog({ product, onClose }: { product: ResourceRecord; onClose(): void }) {
  const { t } = useTranslation('goods');
  const { message } = App.useApp();
  const [form] = Form.useForm<Prices>();
  const [busy, setBusy] = useState(false);
  const save = async (values: Prices) => {
    setBusy(true);
    try {
      await api.post('/products/prices', { items: [{ id: product.id, ...values }] });
      message.success(t('price.changed'));
      await queryClient.invalidateQueries({ queryKey: ['resource', 'products'] });
      onClose();
    } catch {
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={`${t('price.change')} · ${String(product.name)}`} onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} maskClosable={false}>
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)}
        initialValues={{ purchase_price: readableDecimal(product.purchase_price), sale_price: readableDecimal(product.sale_price) }}>
        <Form.Item name="purchase_price" label={t('price.purchase')} rules={[priceRule]}><DecimalInput places={6} /></Form.Item>
        <Form.Item name="sale_price" label={t('price.sale')} rules={[priceRule]}><DecimalInput places={6} /></Form.Item>
      </Form>
    </Modal>
  );
}

/** A product's price at each level and its price history, newest first. */
export function PriceDetailDialog({ product, onClose }: { product: ResourceRecord; onClose(): void }) {
  const { t } = useTranslation('goods');
  const levels = useQuery({ queryKey: ['/products', product.id, 'level-prices'], queryFn: () => api.get<ProductLevelPriceList>(`/products/${product.id}/level-prices`) });
  const history = useQuery({ queryKey: ['/products', product.id, 'price-history'], queryFn: () => api.get<ListOf<PriceHistoryRow>>(`/products/${product.id}/price-history`, { page: 1, page_size: 50 }) });
  const was = (old: string | null, now: string) => (old === null ? readableDecimal(now) : `${readableDecimal(old)} → ${readableDecimal(now)}`);
  return (
    <Modal open width={720} title={`${t('price.history')} · ${String(product.name)}`} onCancel={onClose} footer={null}>
      <Typography.Title level={5}>{t('price.levels')}</Typography.Title>
      <Table<LevelPriceRow> size="small" rowKey="price_level_id" pagination={false} loading={levels.isFetching} dataSource={levels.data?.list ?? []}
        columns={[
          { title: t('price.level'), dataIndex: 'name' },
          { title: t('price.rate'), dataIndex: 'rate', align: 'right', render: readableDecimal },
          { title: t('price.levelPrice'), dataIndex: 'price', align: 'right', render: readableDecimal },
        ]} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>{t('price.changes')}</Typography.Title>
      <Table<PriceHistoryRow> size="small" rowKey="id" pagination={{ pageSize: 10, hideOnSinglePage: true }} loading={history.isFetching} dataSource={history.data?.list ?? []}
        columns={[
          { title: t('price.when'), dataIndex: 'create_time', width: 170, render: (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm:ss') },
          { title: t('price.purchase'), key: 'p', align: 'right', render: (_: unknown, r) => was(r.old_purchase_price, r.purchase_price) },
          { title: t('price.sale'), key: 's', align: 'right', render: (_: unknown, r) => was(r.old_sale_price, r.sale_price) },
        ]} />
    </Modal>
  );
}
