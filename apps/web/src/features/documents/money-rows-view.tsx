import { billMetaOf, formatAmount } from '@zf/shared';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../engines/resource/index.ts';
import type { Bill, MoneyLine, Settlement } from './bill-api.ts';

/** A money document's detail rows: the amounts (account, category) and the documents it cleared. */
export function MoneyRowsView({ bill }: { bill: Bill }) {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const meta = billMetaOf(bill.type)!;
  const expense = meta.money?.expense === true;
  const settle = bill.ext?.settle === 'supplier' || bill.ext?.settle === 'employee' ? bill.ext.settle : 'cash';
  return (
    <>
      {expense && <Typography.Paragraph data-testid="expense-settle">{t('expense.settle')}: {t(`expense.settle_${settle}`)}</Typography.Paragraph>}
      {bill.money_lines.length > 0 && (
        <Table<MoneyLine>
          rowKey="id" size="small" bordered pagination={false} dataSource={bill.money_lines} scroll={{ x: 700 }} style={{ marginBottom: 16 }}
          columns={[
            { title: '#', dataIndex: 'line_no', width: 48 },
            ...(meta.money?.cash !== 'none' || (expense && settle === 'cash') ? [{ title: t('money.account'), dataIndex: 'account_name', width: 200 }] : []),
            ...(meta.money?.categories ? [{ title: t(expense ? 'expense.category' : 'money.category'), dataIndex: 'category_name', width: 180 }] : []),
            ...(expense ? [{ title: t('expense.project'), dataIndex: 'project_name', width: 160 }] : []),
            { title: t('money.amount'), dataIndex: 'amount', width: 140, align: 'right' as const, render: (v: string) => formatAmount(v) },
            ...(expense ? [{ title: t('expense.tax'), dataIndex: 'tax_amount', width: 120, align: 'right' as const, render: (v: string) => formatAmount(v ?? '0') }] : []),
            { title: t('field.line_remark'), dataIndex: 'remark', ellipsis: true },
          ]}
        />
      )}
      {bill.settlements.length > 0 && (
        <>
          <Typography.Title level={5}>{t('money.settlements')}</Typography.Title>
          <Table<Settlement>
            rowKey="id" size="small" bordered pagination={false} dataSource={bill.settlements} scroll={{ x: 760 }}
            columns={[
              { title: t('money.billType'), dataIndex: 'target_type', width: 130, render: (v: string) => billMetaOf(v)?.label[language] ?? v },
              { title: t('field.bill_sn'), dataIndex: 'target_sn', width: 190 },
              { title: t('field.bill_date'), dataIndex: 'target_date', width: 110 },
              { title: t('money.amount'), dataIndex: 'target_amount', width: 130, align: 'right', render: (v: string) => formatAmount(v) },
              { title: t('money.thisTime'), dataIndex: 'amount', width: 130, align: 'right', render: (v: string) => formatAmount(v) },
            ]}
          />
        </>
      )}
    </>
  );
}
