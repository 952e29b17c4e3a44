import type { FrontBackList, FrontBackRow } from '@zf/shared';
import { Card, Input, Space, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageRights } from '../../engines/permission/Auth.tsx';
import { useApiQuery } from '../../request/index.ts';

/** 前后台客户 (frontBackCustomer): customers who order online (a login or a shop) and those kept in the back office only. */
export default function FrontBackCustomerPage() {
  const { t } = useTranslation('account');
  const [query, setQuery] = useState<{ side?: 'front' | 'back'; keyword?: string; page: number; page_size: number }>({ page: 1, page_size: 20 });
  const list = useApiQuery<FrontBackList>('/front-back-customers', query, { placeholderData: (p) => p });
  return (
    <PageRights page="frontBackCustomer">
      <Card variant="borderless" title={t('customers.title')}>
        <Space style={{ marginBottom: 8 }} wrap>
          <Tabs
            activeKey={query.side ?? 'all'}
            onChange={(k) => setQuery({ ...query, page: 1, side: k === 'all' ? undefined : (k as 'front' | 'back') })}
            items={[{ key: 'all', label: t('customers.all') }, { key: 'front', label: t('customers.front') }, { key: 'back', label: t('customers.back') }]}
          />
          <Input.Search allowClear placeholder={t('customers.search')} style={{ width: 240 }} onSearch={(v) => setQuery({ ...query, page: 1, keyword: v || undefined })} />
        </Space>
        <Table<FrontBackRow>
          rowKey="partner_id"
          size="small"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          pagination={{ current: query.page, pageSize: query.page_size, total: list.data?.total ?? 0, onChange: (page, page_size) => setQuery({ ...query, page, page_size }) }}
          columns={[
            { title: t('customers.code'), dataIndex: 'code', width: 120 },
            { title: t('customers.name'), dataIndex: 'name', ellipsis: true },
            { title: t('customers.contact'), dataIndex: 'contact', width: 110 },
            { title: t('customers.mobile'), dataIndex: 'mobile', width: 130 },
            { title: t('customers.accounts'), dataIndex: 'accounts', width: 110, align: 'right' },
            { title: t('customers.shops'), dataIndex: 'shops', width: 90, align: 'right' },
            { title: t('customers.side'), dataIndex: 'side', width: 110, render: (v: 'front' | 'back') => <Tag color={v === 'front' ? 'blue' : 'default'}>{t(`customers.${v}`)}</Tag> },
          ]}
        />
      </Card>
    </PageRights>
  );
}
