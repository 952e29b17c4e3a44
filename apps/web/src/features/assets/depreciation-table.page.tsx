import { formatAmount } from '@zf/shared';
import { Button, Card, DatePicker, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { RefSelect } from '../../engines/resource/index.ts';
import { downloadXlsx, useApiQuery } from '../../request/index.ts';
import type { DepreciationTable } from '@zf/shared';

type TableRow = DepreciationTable['list'][number];

/**
 * 折旧明细表 (depreciationTable): depreciation, accumulated depreciation and net value per asset and period — a
 * period's booked figures, or one asset's months booked and still to come — with its Excel export.
 */
export default function DepreciationTablePage() {
  const { t } = useTranslation('assets');
  const [search] = useSearchParams();
  const [assetId, setAssetId] = useState<number | undefined>(Number(search.get('asset_id')) || undefined);
  const [period, setPeriod] = useState<string | undefined>(assetId ? undefined : dayjs().format('YYYY-MM'));
  const params = { period, asset_id: assetId };
  const data = useApiQuery<DepreciationTable>('/fixed-assets/depreciation-table', params, { staleTime: 0 });
  const title = `${t('table.title')}${period ? `-${period}` : ''}`;

  return (
    <PageRights page="depreciationTable">
      <Card variant="borderless" title={t('table.title')} data-testid="depreciation-table">
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap>
            <DatePicker picker="month" value={period ? dayjs(`${period}-01`) : null} placeholder={t('table.allPeriods')} data-testid="table-period"
              onChange={(d) => setPeriod(d ? d.format('YYYY-MM') : undefined)} />
            <RefSelect resource="fixed-assets" value={assetId} onChange={setAssetId} placeholder={t('table.allAssets')} style={{ width: 240 }} />
            <Auth code="depreciation_table_export">
              <Button onClick={() => void downloadXlsx('/fixed-assets/depreciation-table/export', params, title)} data-testid="table-export">{t('table.export')}</Button>
            </Auth>
          </Space>
          <Table<TableRow>
            rowKey={(r) => `${r.asset_id}-${r.period}`} size="small" bordered loading={data.isFetching} dataSource={data.data?.list ?? []}
            pagination={{ pageSize: 60, hideOnSinglePage: true }} data-testid="table-rows" locale={{ emptyText: t('table.empty') }}
            columns={[
              { title: t('table.code'), dataIndex: 'code', width: 110 },
              { title: t('table.name'), dataIndex: 'name' },
              { title: t('table.period'), dataIndex: 'period', width: 100 },
              { title: t('table.depreciation'), dataIndex: 'depreciation', width: 130, align: 'right', render: (v: string) => formatAmount(v) },
              { title: t('table.accumulated'), dataIndex: 'accumulated', width: 140, align: 'right', render: (v: string) => formatAmount(v) },
              { title: t('table.netValue'), dataIndex: 'net_value', width: 140, align: 'right', render: (v: string) => formatAmount(v) },
              { title: t('table.state'), dataIndex: 'accrued', width: 100, render: (a: boolean) => <Tag color={a ? 'green' : 'default'}>{t(a ? 'table.accrued' : 'table.planned')}</Tag> },
            ]}
          />
        </Space>
      </Card>
    </PageRights>
  );
}
