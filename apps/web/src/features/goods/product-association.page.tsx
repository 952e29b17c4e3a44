import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Modal, Radio, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductAssociationRow as AssociationRow, PageOf } from '@zf/shared';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { RefMultiSelect, RefSelect } from '../../engines/resource/index.ts';
import { api, ApiError, queryClient } from '../../request/index.ts';
import { productLabel } from './product-labels.ts';

type Brief = AssociationRow['product'];
interface NewAssociation { product_id?: number; related_ids: number[]; relation: 1 | 2; remark: string }

const listKey = '/product-associations';

/**
 * Product association (goodsAssociation): pairs of products that go together (pads with discs) or substitute for
 * each other (two brands of one filter). A pair has no direction, so it shows from either product.
 */
export default function ProductAssociationPage() {
  const { t } = useTranslation('goods');
  const { modal, message } = App.useApp();
  const [productId, setProductId] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ page: 1, page_size: 20 });
  const [adding, setAdding] = useState(false);
  const params = { ...page, product_id: productId, keyword: keyword || undefined };
  const list = useQuery({
    queryKey: [listKey, params],
    queryFn: ({ signal }) => api.get<PageOf<AssociationRow>>(listKey, params, { signal }),
    placeholderData: keepPreviousData,
  });
  const brief = (b: Brief) => <span>{b.code} {b.name}{b.spec ? <Typography.Text type="secondary"> {b.spec}</Typography.Text> : null}</span>;
  const remove = (row: AssociationRow) => modal.confirm({
    title: t('association.removeTitle'),
    content: t('association.removeConfirm', { a: row.product.name, b: row.related.name }),
    okButtonProps: { danger: true },
    onOk: async () => {
      try {
        await api.post(`${listKey}/batch-delete`, { product_id: row.product.id, related_ids: [row.related.id] });
        message.success(t('association.removed'));
        await queryClient.invalidateQueries({ queryKey: [listKey] });
      } catch {}
    },
  });

  return (
    <PageRights page="goodsAssociation">
      <Card title={t('association.title')} variant="borderless">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', marginBottom: 12 }}>
          <Space wrap>
            <Input.Search allowClear placeholder={t('association.keyword')} style={{ width: 220 }} onSearch={(v) => { setKeyword(v.trim()); setPage((p) => ({ ...p, page: 1 })); }} />
            <RefSelect resource="products" optionLabel={productLabel} placeholder={t('association.product')} style={{ width: 260 }} value={productId} onChange={(v) => { setProductId(v); setPage((p) => ({ ...p, page: 1 })); }} />
          </Space>
          <Auth code="goods_association_add"><Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>{t('association.add')}</Button></Auth>
        </div>
        <Table<AssociationRow>
          rowKey={(r) => `${r.product.id}-${r.related.id}`}
          size="small"
          bordered
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 900 }}
          pagination={{ current: page.page, pageSize: page.page_size, total: list.data?.total ?? 0, showSizeChanger: true, onChange: (p, s) => setPage({ page: p, page_size: s }) }}
          columns={[
            { title: t('association.product'), key: 'p', render: (_: unknown, r) => brief(r.product) },
            { title: t('association.related'), key: 'r', render: (_: unknown, r) => brief(r.related) },
            { title: t('association.relation'), dataIndex: 'relation', width: 110, render: (v: number) => <Tag color={v === 2 ? 'orange' : 'blue'}>{t(v === 2 ? 'association.substitute' : 'association.goesWith')}</Tag> },
            { title: t('association.remark'), dataIndex: 'remark', width: 180 },
            { title: t('association.time'), dataIndex: 'create_time', width: 170, render: (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm:ss') },
            { title: t('association.actions'), key: 'a', width: 90, render: (_: unknown, r) => <Auth code="goods_association_del"><Typography.Link type="danger" onClick={() => remove(r)}>{t('association.remove')}</Typography.Link></Auth> },
          ]}
        />
        {adding && <AddAssociation onClose={() => setAdding(false)} />}
      </Card>
    </PageRights>
  );
}

function AddAssociation({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('goods');
  const { message } = App.useApp();
  const [form] = Form.useForm<NewAssociation>();
  const [busy, setBusy] = useState(false);
  const save = async (values: NewAssociation) => {
    setBusy(true);
    try {
      await api.post(listKey, values, { quiet: [4220] });
      message.success(t('association.added'));
      await queryClient.invalidateQueries({ queryKey: [listKey] });
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.code === 4220) form.setFields(Object.entries(e.fields).map(([name, text]) => ({ name: name as keyof NewAssociation, errors: [text] })));
    } finally {
      setBusy(false);
    }
  };
  const required = { required: true, message: t('association.required') };
  return (
    <Modal open title={t('association.add')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} maskClosable={false} width={620}>
      <Form form={form} layout="vertical" initialValues={{ related_ids: [], relation: 1, remark: '' }} onFinish={(v) => void save(v)}>
        <Form.Item name="product_id" label={t('association.product')} rules={[required]}><RefSelect resource="products" optionLabel={productLabel} /></Form.Item>
        <Form.Item name="related_ids" label={t('association.related')} rules={[{ ...required, type: 'array', min: 1 }]}><RefMultiSelect resource="products" optionLabel={productLabel} /></Form.Item>
        <Form.Item name="relation" label={t('association.relation')}>
          <Radio.Group options={[{ value: 1, label: t('association.goesWith') }, { value: 2, label: t('association.substitute') }]} />
        </Form.Item>
        <Form.Item name="remark" label={t('association.remark')}><Input maxLength={200} /></Form.Item>
      </Form>
    </Modal>
  );
}
