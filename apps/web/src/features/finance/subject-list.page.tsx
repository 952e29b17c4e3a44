import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageRights } from '../../engines/permission/Auth.tsx';
import { api } from '../../request/index.ts';

interface Subject { id: number; code: string; name: string; category: number; direction: number; level: number; parent_code: string; status: number }

const categories = [1, 2, 3, 4, 5] as const;

/**
 * Chart of accounts (subjectList): the enterprise's copy of the standard chart, by code, filtered by category or a
 * keyword. Read-only until the general ledger edits it (docs/decisions.md "Chart of accounts from a template").
 */
export default function SubjectListPage() {
  const { t } = useTranslation('finance');
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<number | undefined>();
  const [page, setPage] = useState({ page: 1, page_size: 50 });
  const params = { ...page, keyword: keyword || undefined, category };
  const list = useQuery({
    queryKey: ['/subjects', params],
    queryFn: ({ signal }) => api.get<{ list: Subject[]; total: number }>('/subjects', params, { signal }),
    placeholderData: keepPreviousData,
  });
  const reset = () => setPage((p) => ({ ...p, page: 1 }));
  return (
    <PageRights page="subjectList">
      <Card title={t('subjects.title')} variant="borderless" data-testid="subject-list">
        <Alert type="info" showIcon title={t('subjects.readOnly')} style={{ marginBottom: 12 }} />
        <Space wrap style={{ marginBottom: 12 }}>
          <Input.Search allowClear placeholder={t('subjects.keyword')} style={{ width: 240 }} onSearch={(v) => { setKeyword(v.trim()); reset(); }} />
          <Select
            allowClear
            placeholder={t('subjects.all')}
            style={{ width: 180 }}
            value={category}
            onChange={(v) => { setCategory(v); reset(); }}
            options={categories.map((c) => ({ value: c, label: t(`subjects.categories.${c}`) }))}
          />
        </Space>
        <Table<Subject>
          rowKey="id"
          size="small"
          bordered
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 760 }}
          pagination={{ current: page.page, pageSize: page.page_size, total: list.data?.total ?? 0, showSizeChanger: true, showTotal: (n) => t('subjects.total', { count: n }), onChange: (p, s) => setPage({ page: p, page_size: s }) }}
          columns={[
            { title: t('subjects.code'), dataIndex: 'code', width: 130 },
            // Sub-accounts indent under their parent, the way a chart of accounts is read.
            { title: t('subjects.name'), dataIndex: 'name', render: (v: string, r) => <span style={{ paddingLeft: (r.level - 1) * 16 }}>{v}</span> },
            { title: t('subjects.category'), dataIndex: 'category', width: 150, render: (v: number) => t(`subjects.categories.${v}`) },
            { title: t('subjects.direction'), dataIndex: 'direction', width: 110, render: (v: number) => t(v === 1 ? 'subjects.debit' : 'subjects.credit') },
            { title: t('subjects.level'), dataIndex: 'level', width: 80, align: 'right' },
            { title: t('subjects.status'), dataIndex: 'status', width: 90, render: (v: number) => (v === 1 ? <Tag color="green">{t('subjects.enabled')}</Tag> : <Tag>{t('subjects.disabled')}</Tag>) },
          ]}
        />
      </Card>
    </PageRights>
  );
}
