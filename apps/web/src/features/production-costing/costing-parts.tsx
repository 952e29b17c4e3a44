import { DownloadOutlined } from '@ant-design/icons';
import { formatAmount } from '@zf/shared';
import { Button, DatePicker, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Auth } from '../../engines/permission/Auth.tsx';
import { downloadXlsx } from '../../request/index.ts';
import { voucherHref } from './costing-api.ts';

/** The month picker of every costing page. */
export function PeriodPicker({ period, onChange }: { period: string; onChange(p: string): void }) {
  const { t } = useTranslation('production-costing');
  return (
    <span>{t('period')}{' '}
      <DatePicker picker="month" allowClear={false} value={dayjs(`${period}-01`)} data-testid="costing-period" onChange={(d) => { if (d) onChange(d.format('YYYY-MM')); }} />
    </span>
  );
}

/** A link to a costing voucher, opening it in the voucher list. */
export function VoucherLink({ id, no }: { id: number | null; no: string }) {
  const navigate = useNavigate();
  return id ? <Typography.Link data-testid="costing-voucher" onClick={() => void navigate(voucherHref(id))}>{no}</Typography.Link> : null;
}

/** The totals row of a costing table: a label over the first `span` columns, then the amounts in order. */
export function TotalsRow({ span, amounts, testId }: { span: number; amounts: Array<string | null>; testId: string }) {
  const { t } = useTranslation('production-costing');
  return (
    <Table.Summary.Row data-testid={testId}>
      <Table.Summary.Cell index={0} colSpan={span}><Typography.Text strong>{t('total')}</Typography.Text></Table.Summary.Cell>
      {amounts.map((a, i) => (
        <Table.Summary.Cell key={i} index={i + 1} align="right">{a === null ? '' : <Typography.Text strong>{formatAmount(a)}</Typography.Text>}</Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}

export const money = (v: string) => formatAmount(v);

/** Excel export of a costing table (the server writes the file: the screen's rows and totals), behind the page's export right. */
export function ExportButton({ path, params, fileName, fun }: { path: string; params: Record<string, unknown>; fileName: string; fun: string }) {
  const { t } = useTranslation('production-costing');
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    void downloadXlsx(path, params, fileName).catch(() => undefined).finally(() => setBusy(false));
  };
  return (
    <Auth code={fun}>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={run} data-testid="costing-export">{t('export')}</Button>
    </Auth>
  );
}
