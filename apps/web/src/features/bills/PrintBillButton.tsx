import { PrinterOutlined } from '@ant-design/icons';
import { billPrintDocument, type BillMeta, type PrintableBill } from '@zf/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../engines/resource/index.ts';
import { enterpriseName, useEnterpriseInfo } from '../../app/layout/shell-data.ts';
import { openPrint } from '../print/print-document.ts';

/** Opens the print page with the bill on the default template (the page has the print button: window.print). */
export function PrintBillButton({ meta, bill }: { meta: BillMeta; bill: PrintableBill }) {
  const { t } = useTranslation('bills');
  const language = useLanguage();
  // The company printed above the title, named as the top bar names it (SPEC §3: org_name or alias_name by type).
  const enterprise = useEnterpriseInfo();
  const company = enterprise ? enterpriseName(enterprise) : undefined;
  return <Button icon={<PrinterOutlined />} data-testid="bill-print" onClick={() => openPrint(billPrintDocument(meta, bill, language, company))}>{t('print.button')}</Button>;
}
