import { DownOutlined, PrinterOutlined } from '@ant-design/icons';
import type { BillMeta, PrintableBill, PrintTemplate, ListOf } from '@zf/shared';
import { Button, Dropdown, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../request/index.ts';
import { printJobUrl } from '../print/print-job.ts';

/**
 * Prints the bill through its type's default print template (a new tab on /print, whose button is the browser's
 * print); the arrow offers the type's other templates (loaded when opened).
 */
export function PrintBillButton({ meta, bill }: { meta: BillMeta; bill: PrintableBill & { id: number } }) {
  const { t } = useTranslation('bills');
  const [open, setOpen] = useState(false);
  const templates = useApiQuery<ListOf<PrintTemplate>>('/print-templates', { kind: meta.type }, { enabled: open });
  const print = (templateId?: number) => window.open(printJobUrl(meta.type, bill.id, templateId), '_blank', 'noopener');
  return (
    <Space.Compact>
      <Button icon={<PrinterOutlined />} data-testid="bill-print" onClick={() => print()}>{t('print.button')}</Button>
      <Dropdown trigger={['click']} open={open} onOpenChange={setOpen} menu={{
        items: (templates.data?.list ?? []).map((x) => ({ key: String(x.id), label: x.is_default ? `${x.name} ✓` : x.name, 'data-testid': `print-template-${x.id}` })),
        onClick: ({ key }) => print(Number(key) || undefined),
      }}>
        <Button icon={<DownOutlined />} aria-label={t('print.choose')} data-testid="bill-print-templates" loading={open && templates.isLoading} />
      </Dropdown>
    </Space.Compact>
  );
}
