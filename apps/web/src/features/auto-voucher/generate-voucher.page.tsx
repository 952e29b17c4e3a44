import { billMetaOf, type AutoVoucherConfig, type GenerateVouchersResult } from '@zf/shared';
import { Alert, Button, Card, DatePicker, Radio, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../engines/permission/Auth.tsx';
import { useLanguage } from '../../engines/resource/index.ts';
import { api, useApiQuery } from '../../request/index.ts';

type Outcome = GenerateVouchersResult;

/**
 * Generate vouchers (生成凭证), for batch mode: the approved bills of a date range without a voucher get one — per
 * bill or per day — and vouchered bills whose costs changed since get their cost-difference vouchers.
 */
export default function GenerateVoucherPage() {
  const { t } = useTranslation('auto-voucher');
  const language = useLanguage();
  const can = useCan('generateVoucher');
  const config = useApiQuery<AutoVoucherConfig>('/auto-voucher/config');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().startOf('month'), dayjs()]);
  const [types, setTypes] = useState<string[]>([]);
  const [merge, setMerge] = useState<'bill' | 'day'>('bill');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const run = async () => {
    setBusy(true);
    try {
      setOutcome(await api.post<Outcome>('/vouchers/generate', {
        date_from: range[0].format('YYYY-MM-DD'), date_to: range[1].format('YYYY-MM-DD'), merge, ...(types.length ? { bill_types: types } : {}),
      }));
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('generate.title')} variant="borderless">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('generate.hint')}</Typography.Paragraph>
        {config.data?.voucher_mode === 'on_approval' && <Alert type="info" showIcon message={t('generate.onApproval')} />}
        <Space wrap>
          <DatePicker.RangePicker value={range} allowClear={false} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} aria-label={t('generate.range')} />
          <Select mode="multiple" allowClear placeholder={t('generate.allTypes')} style={{ minWidth: 260 }} value={types} onChange={setTypes}
            options={(config.data?.templates ?? []).map((tp) => ({ value: tp.bill_type, label: billMetaOf(tp.bill_type)?.label[language] ?? tp.bill_type }))} />
          <Radio.Group value={merge} onChange={(e) => setMerge(e.target.value as 'bill' | 'day')}
            options={[{ value: 'bill', label: t('merge.bill') }, { value: 'day', label: t('merge.day') }]} />
          {can('generate_voucher_run') && <Button type="primary" loading={busy} onClick={() => void run()} data-testid="generate">{t('generate.run')}</Button>}
        </Space>
        {outcome && (
          <>
            <Alert type={outcome.errors.length ? 'warning' : 'success'} showIcon data-testid="generate-outcome"
              message={t('generate.outcome', { created: outcome.created, skipped: outcome.skipped, errors: outcome.errors.length })} />
            {!!outcome.errors.length && (
              <Table rowKey={(r) => `${r.bill_sn}-${r.message}`} size="small" bordered pagination={false} dataSource={outcome.errors}
                columns={[{ title: t('col.billSn'), dataIndex: 'bill_sn', width: 220 }, { title: t('col.message'), dataIndex: 'message' }]} />
            )}
          </>
        )}
      </Space>
    </Card>
  );
}
