import type { RechargeRecords, RechargeRow } from '@zf/shared';
import { Card, Descriptions, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PageRights } from '../../engines/permission/Auth.tsx';
import { useApiQuery } from '../../request/index.ts';

const day = (v: number) => (v ? dayjs.unix(v).format('YYYY-MM-DD') : '—');

/** 充值记录 (rechargeRecord): the enterprise's edition and expiry, and every recharge that moved them. */
export default function RechargeRecordPage() {
  const { t } = useTranslation('account');
  const data = useApiQuery<RechargeRecords>('/recharge-records');
  const d = data.data;
  return (
    <PageRights page="rechargeRecord">
      <Card variant="borderless" title={t('recharge.title')} loading={data.isLoading}>
        {d && (
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }} items={[
            { key: 'v', label: t('recharge.edition'), children: d.version_name },
            { key: 'e', label: t('recharge.expiry'), children: day(d.expired_time) },
          ]} />
        )}
        <Table<RechargeRow>
          rowKey="id"
          size="small"
          dataSource={d?.list ?? []}
          pagination={false}
          scroll={{ x: 900 }}
          columns={[
            { title: t('recharge.time'), dataIndex: 'create_time', width: 160, render: (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm') },
            { title: t('recharge.edition'), dataIndex: 'version_name', width: 110 },
            { title: t('recharge.months'), dataIndex: 'months', width: 90, align: 'right' },
            { title: t('recharge.amount'), dataIndex: 'amount', width: 110, align: 'right' },
            { title: t('recharge.payMethod'), dataIndex: 'pay_method', width: 120 },
            { title: t('recharge.serial'), dataIndex: 'serial_number', width: 150 },
            { title: t('recharge.before'), dataIndex: 'expired_before', width: 120, render: day },
            { title: t('recharge.after'), dataIndex: 'expired_after', width: 120, render: day },
          ]}
        />
      </Card>
    </PageRights>
  );
}
