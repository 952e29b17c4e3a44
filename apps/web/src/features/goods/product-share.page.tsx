import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Modal, Select, Space, Table, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductShareCopyResult, ProductShareGrantList, ProductShareGrantRow as Grant, SharedProductRow as SharedProduct, PageOf } from '@zf/shared';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { readableDecimal } from '../../engines/resource/form-model.ts';
import { api, ApiError, queryClient } from '../../request/index.ts';

const time = (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm:ss');

/**
 * Product sharing (goodsShare): enterprises we let copy our catalogue (granted by their enterprise code), and the
 * catalogues others shared with us, from which products are copied into ours (same code: skipped). The hidden
 * routes of SPEC §2 open it on their tab: enterprise product authorization on ours, product copy authorization on
 * theirs.
 */
export default function ProductSharePage({ tab }: { tab?: 'given' | 'received' }) {
  const { t } = useTranslation('goods');
  return (
    <PageRights page="goodsShare">
      <Card variant="borderless">
        <Tabs defaultActiveKey={tab} items={[
          { key: 'given', label: t('share.given'), children: <GrantsGiven /> },
          { key: 'received', label: t('share.received'), children: <SharedWithUs /> },
        ]} />
      </Card>
    </PageRights>
  );
}

function GrantsGiven() {
  const { t } = useTranslation('goods');
  const { modal, message } = App.useApp();
  const [adding, setAdding] = useState(false);
  const grants = useQuery({ queryKey: ['/product-shares'], queryFn: () => api.get<ProductShareGrantList>('/product-shares') });
  const revoke = (g: Grant) => modal.confirm({
    title: t('share.revoke'),
    content: t('share.revokeConfirm', { name: g.enterprise_name }),
    okButtonProps: { danger: true },
    onOk: async () => {
      try {
        await api.delete(`/product-shares/${g.enterprise_id}`);
        message.success(t('share.revoked'));
        await grants.refetch();
      } catch {}
    },
  });
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
        <Auth code={['goods_share_add', 'goods_share_authorize']}><Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>{t('share.grant')}</Button></Auth>
      </div>
      <Table<Grant> rowKey="enterprise_id" size="small" bordered loading={grants.isFetching} dataSource={grants.data?.list ?? []} pagination={false}
        columns={[
          { title: t('share.enterprise'), dataIndex: 'enterprise_name' },
          { title: t('share.code'), dataIndex: 'enterprise_code', width: 140 },
          { title: t('share.remark'), dataIndex: 'remark' },
          { title: t('share.time'), dataIndex: 'create_time', width: 170, render: time },
          { title: t('share.actions'), key: 'a', width: 100, render: (_: unknown, g) => <Auth code="goods_share_del"><Typography.Link type="danger" onClick={() => revoke(g)}>{t('share.revoke')}</Typography.Link></Auth> },
        ]} />
      {adding && <GrantDialog onClose={() => { setAdding(false); void grants.refetch(); }} />}
    </>
  );
}

function GrantDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('goods');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ enterprise_code: string; remark: string }>();
  const [busy, setBusy] = useState(false);
  const save = async (v: { enterprise_code: string; remark: string }) => {
    setBusy(true);
    try {
      await api.post('/product-shares', v, { quiet: [4220] });
      message.success(t('share.granted'));
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.code === 4220) form.setFields([{ name: 'enterprise_code', errors: [e.fields.enterprise_code ?? e.message] }]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('share.grant')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} maskClosable={false}>
      <Form form={form} layout="vertical" initialValues={{ remark: '' }} onFinish={(v) => void save(v)}>
        <Form.Item name="enterprise_code" label={t('share.code')} rules={[{ required: true, whitespace: true, message: t('share.codeRequired') }]}><Input maxLength={20} placeholder="E123456" /></Form.Item>
        <Form.Item name="remark" label={t('share.remark')}><Input maxLength={200} /></Form.Item>
      </Form>
    </Modal>
  );
}

function SharedWithUs() {
  const { t } = useTranslation('goods');
  const { message } = App.useApp();
  const [from, setFrom] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ page: 1, page_size: 20 });
  const [selected, setSelected] = useState<number[]>([]);
  const [copying, setCopying] = useState(false);
  const sources = useQuery({ queryKey: ['/product-shares/received'], queryFn: () => api.get<ProductShareGrantList>('/product-shares/received') });
  const params = { ...page, keyword: keyword || undefined };
  const products = useQuery({
    queryKey: ['/product-shares/received', from, params],
    queryFn: ({ signal }) => api.get<PageOf<SharedProduct>>(`/product-shares/received/${from}/products`, params, { signal }),
    enabled: from !== undefined,
    placeholderData: keepPreviousData,
  });
  const copy = async () => {
    setCopying(true);
    try {
      const r = await api.post<ProductShareCopyResult>('/product-shares/copy', { from_enterprise_id: from, product_ids: selected });
      message.success(t('share.copied', { copied: r.copied, skipped: r.skipped.length }));
      setSelected([]);
      await queryClient.invalidateQueries({ queryKey: ['resource', 'products'] });
    } catch {
    } finally {
      setCopying(false);
    }
  };
  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', marginBottom: 12 }}>
        <Space wrap>
          <Select style={{ width: 240 }} placeholder={t('share.from')} value={from} loading={sources.isFetching}
            onChange={(v: number) => { setFrom(v); setSelected([]); setPage((p) => ({ ...p, page: 1 })); }}
            options={(sources.data?.list ?? []).map((g) => ({ value: g.enterprise_id, label: g.enterprise_name }))} />
          <Input.Search allowClear style={{ width: 220 }} placeholder={t('share.keyword')} onSearch={(v) => { setKeyword(v.trim()); setPage((p) => ({ ...p, page: 1 })); }} />
        </Space>
        <Auth code={['goods_copy', 'goods_share_add']}><Button type="primary" disabled={!from || selected.length === 0} loading={copying} onClick={() => void copy()}>{t('share.copy', { count: selected.length })}</Button></Auth>
      </div>
      <Table<SharedProduct> rowKey="id" size="small" bordered loading={products.isFetching} dataSource={from ? (products.data?.list ?? []) : []}
        rowSelection={{ selectedRowKeys: selected, onChange: (k) => setSelected(k as number[]) }}
        scroll={{ x: 900 }}
        pagination={{ current: page.page, pageSize: page.page_size, total: products.data?.total ?? 0, showSizeChanger: true, onChange: (p, s) => setPage({ page: p, page_size: s }) }}
        columns={[
          { title: t('share.productCode'), dataIndex: 'code', width: 160 },
          { title: t('share.productName'), dataIndex: 'name' },
          { title: t('share.spec'), dataIndex: 'spec', width: 140 },
          { title: t('share.brand'), dataIndex: 'brand_name', width: 140 },
          { title: t('share.unit'), dataIndex: 'unit_name', width: 80 },
          { title: t('share.salePrice'), dataIndex: 'sale_price', width: 120, align: 'right', render: readableDecimal },
        ]} />
    </>
  );
}
