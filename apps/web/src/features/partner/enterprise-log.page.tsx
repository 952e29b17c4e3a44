import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkDateRange, resourceByName } from '@zf/shared';
import type { EnterpriseLogEntry as LogEntry, PageOf } from '@zf/shared';
import { useLanguage } from '../../engines/resource/index.ts';
import { validationMessage } from '../../i18n/index.ts';
import { api } from '../../request/index.ts';
import { changeRows, logResourceOptions } from './log-changes.ts';

const actions = ['create', 'update', 'delete', 'restore', 'import'] as const;
const actionColor: Record<string, string> = { create: 'green', update: 'blue', delete: 'red', restore: 'orange', import: 'purple' };

/**
 * Enterprise log (enterpriseLog, GET /enterprise-logs): who changed which master data when, with an update's
 * field-by-field before and after. The date range is at most a year (SPEC §5).
 */
export default function EnterpriseLogPage() {
  const { t } = useTranslation('partner');
  const language = useLanguage();
  const [filters, setFilters] = useState<{ resource?: string; action?: string; range?: [Dayjs, Dayjs] }>({});
  const [page, setPage] = useState({ page: 1, page_size: 20 });
  const rangeError = filters.range ? checkDateRange(filters.range[0].format('YYYY-MM-DD'), filters.range[1].format('YYYY-MM-DD')) : null;
  const params = {
    ...page,
    resource: filters.resource,
    action: filters.action,
    date_from: filters.range?.[0].format('YYYY-MM-DD'),
    date_to: filters.range?.[1].format('YYYY-MM-DD'),
  };
  const log = useQuery({
    queryKey: ['/enterprise-logs', params],
    queryFn: ({ signal }) => api.get<PageOf<LogEntry>>('/enterprise-logs', params, { signal }),
    placeholderData: keepPreviousData,
    enabled: !rangeError,
  });
  const change = (next: typeof filters) => {
    setFilters(next);
    setPage((p) => ({ ...p, page: 1 }));
  };
  const fieldLabel = (resource: string, key: string) => resourceByName(resource)?.allFields[key]?.label[language] ?? (t(`log.fields.${key}`, { defaultValue: key }));

  return (
    <Card title={t('log.title')} variant="borderless">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('log.resource')} style={{ width: 200 }} value={filters.resource}
          onChange={(v) => change({ ...filters, resource: v })}
          options={logResourceOptions(language)} />
        <Select allowClear placeholder={t('log.action')} style={{ width: 140 }} value={filters.action}
          onChange={(v) => change({ ...filters, action: v })}
          options={actions.map((a) => ({ value: a, label: t(`log.actions.${a}`) }))} />
        <DatePicker.RangePicker value={filters.range} onChange={(v) => change({ ...filters, range: v && v[0] && v[1] ? [v[0], v[1]] : undefined })} status={rangeError ? 'error' : undefined} />
        {rangeError && <Typography.Text type="danger">{validationMessage(rangeError)}</Typography.Text>}
      </Space>
      <Table<LogEntry>
        rowKey="id"
        size="small"
        bordered
        loading={log.isFetching}
        dataSource={log.data?.list ?? []}
        scroll={{ x: 900 }}
        pagination={{ current: page.page, pageSize: page.page_size, total: log.data?.total ?? 0, showSizeChanger: true, onChange: (p, s) => setPage({ page: p, page_size: s }) }}
        expandable={{
          rowExpandable: (e) => Object.keys(e.changes ?? {}).length > 0,
          expandedRowRender: (e) => (
            <Table
              size="small"
              pagination={false}
              rowKey="field"
              dataSource={changeRows(e.resource, e.changes, language)}
              columns={[
                { title: t('log.field'), dataIndex: 'field', width: 180, render: (f: string) => fieldLabel(e.resource, f) },
                { title: t('log.before'), dataIndex: 'before' },
                { title: t('log.after'), dataIndex: 'after' },
              ]}
            />
          ),
        }}
        columns={[
          { title: t('log.time'), dataIndex: 'create_time', width: 170, render: (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm:ss') },
          { title: t('log.employee'), dataIndex: 'employee_name', width: 120 },
          { title: t('log.resource'), dataIndex: 'resource_name', width: 140 },
          { title: t('log.action'), dataIndex: 'action', width: 90, render: (a: string) => <Tag color={actionColor[a]}>{actions.includes(a as never) ? t(`log.actions.${a}`) : a}</Tag> },
          { title: t('log.summary'), dataIndex: 'summary' },
        ]}
      />
    </Card>
  );
}
