import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Decimal, formatAmount, type BillMeta } from '@zf/shared';
import { App, Button, Card, DatePicker, Form, Input, Select, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect, useLanguage } from '../../engines/resource/index.ts';
import { BillNoteFields } from './attachments.tsx';
import { BillHeaderFields } from './bill-header-fields.tsx';
import { useSaveBill, type SaveAction } from './use-save-bill.ts';
import { SaveButtons } from './save-buttons.tsx';
import { lineKey, type Draft, type MoneyDraftLine } from './bill-api.ts';
import { draftOf } from './bill-drafts.ts';
import { SettlementTable } from './settlement-table.tsx';

const emptyRow = (): MoneyDraftLine => ({ key: lineKey(), amount: '' });
/** Up to 10 integer digits and 2 decimals (SPEC §5 amount editor). */
const cleanAmount = (v: string) => v.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1').replace(/^(\d{0,10})\d*/, '$1').replace(/(\.\d{2})\d+$/, '$1');
const validAmount = (v: string) => v !== '' && !Number.isNaN(Number(v)) && new Decimal(v).gt(0);

/**
 * The editor of a money document (receipt, payment, receivable/payable bill, other receipt/payment, verification):
 * the partner, amount rows on settlement accounts and/or income-expense categories, and the documents it clears.
 * Changing the partner forgets the clearing rows (they belong to the old partner's documents) after asking. The
 * row prompts come before anything is sent; the server checks the same rules and the open amounts again.
 */
export function MoneyEditor({ meta, draft, onDone }: { meta: BillMeta; draft?: Draft; onDone: (id?: number, action?: SaveAction) => void }) {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const { message, modal } = App.useApp();
  const money = meta.money!;
  const verification = money.cash === 'none' && !money.categories;
  const expense = money.expense === true;
  const editable = (from?: Draft): Draft => ({
    bill_date: dayjs().format('YYYY-MM-DD'), remark: '', lines: [], ...(expense ? { settle: 'cash' as const } : {}), ...from,
    money_lines: from?.money_lines?.length ? from.money_lines : verification ? [] : [emptyRow()],
    settlements: from?.settlements ?? {},
  });
  const [bill, setBill] = useState<Draft>(() => editable(draft));
  const { saving, save: saveBill } = useSaveBill(meta, onDone, (fresh) => setBill(editable(draftOf(fresh))));
  const rows = bill.money_lines ?? [];
  const cleared = bill.settlements ?? {};
  const setRow = (key: string, patch: Partial<MoneyDraftLine>) => setBill((b) => ({ ...b, money_lines: (b.money_lines ?? []).map((l) => (l.key === key ? { ...l, ...patch } : l)) }));
  const total = rows.reduce((s, l) => s.add(validAmount(l.amount) ? l.amount : 0).add(expense && validAmount(l.tax_amount ?? '') ? l.tax_amount! : 0), new Decimal(0));
  const tax = rows.reduce((s, l) => s.add(validAmount(l.tax_amount ?? '') ? l.tax_amount! : 0), new Decimal(0));
  const setPartner = (partnerId: number | undefined) => {
    if (!Object.keys(cleared).length) return setBill((b) => ({ ...b, partner_id: partnerId }));
    modal.confirm({ title: t('money.partnerChange'), onOk: () => setBill((b) => ({ ...b, partner_id: partnerId, settlements: {} })) });
  };

  const save = async (action: SaveAction = 'save') => {
    if (meta.partner !== 'any' && !bill.partner_id) return void message.error(t('money.partnerRequired'));
    if (expense && bill.settle === 'cash' && !bill.settle_account_id) return void message.error(t('expense.accountRequired'));
    if (expense && bill.settle === 'supplier' && !bill.partner_id) return void message.error(t('money.partnerRequired'));
    if (expense && bill.settle === 'employee' && !bill.principal_id) return void message.error(t('expense.employeeRequired'));
    const filled = rows.filter((l) => l.amount || l.account_id || l.category_id);
    for (const [i, l] of filled.entries()) {
      if (money.cash !== 'none' && !l.account_id) return void message.error(t('money.rowAccount', { index: i + 1 }));
      if (money.categories && !l.category_id) return void message.error(t('money.rowCategory', { index: i + 1 }));
      if (!validAmount(l.amount)) return void message.error(t('money.rowAmount', { index: i + 1 }));
    }
    if (!verification && !filled.length) return void message.error(t('money.noRows'));
    const settlements = Object.entries(cleared).filter(([, v]) => validAmount(v)).map(([id, v]) => ({ bill_id: Number(id), amount: v }));
    if (verification && settlements.length < 2) return void message.error(t('money.pickTwo'));
    const account = expense ? (bill.settle === 'cash' ? bill.settle_account_id : undefined) : undefined;
    const body = {
      version: bill.version, bill_date: bill.bill_date, partner_id: bill.partner_id, remark: bill.remark, attachments: bill.attachments ?? '',
      money_lines: filled.map((l) => ({
        account_id: expense ? account : l.account_id, category_id: l.category_id, amount: l.amount, remark: l.remark,
        ...(expense ? { project_id: l.project_id, tax_amount: l.tax_amount || '0' } : {}),
      })),
      settlements,
      ...(expense ? { ext: { settle: bill.settle }, department_id: bill.department_id ?? 0, principal_id: bill.principal_id ?? 0 } : {}),
    };
    await saveBill(bill.id, body, action);
  };

  return (
    <Card variant="borderless" title={meta.label[language]}
      extra={<SaveButtons meta={meta} saving={saving} onCancel={() => onDone(bill.id)} onSave={(action) => void save(action)} />}>
      <Form layout="inline" style={{ rowGap: 12, marginBottom: 16 }}>
        <Form.Item label={t('field.bill_date')} required>
          <DatePicker allowClear={false} value={dayjs(bill.bill_date)} onChange={(d) => d && setBill((b) => ({ ...b, bill_date: d.format('YYYY-MM-DD') }))} />
        </Form.Item>
        {meta.partner && (
          <Form.Item label={t('field.partner_id')} required={meta.partner !== 'any'}>
            <RefSelect resource="partners" style={{ width: 220 }} value={bill.partner_id} initialLabel={bill.partner_label} onChange={setPartner} id="bill-partner" />
          </Form.Item>
        )}
        {expense && (
          <>
            <Form.Item label={t('expense.settle')} required>
              <Select id="expense-settle" style={{ width: 150 }} value={bill.settle} onChange={(v: Draft['settle']) => setBill((b) => ({ ...b, settle: v }))}
                options={(['cash', 'supplier', 'employee'] as const).map((v) => ({ value: v, label: t(`expense.settle_${v}`) }))} />
            </Form.Item>
            {bill.settle === 'cash' && (
              <Form.Item label={t('money.account')} required>
                <RefSelect resource="settlement-accounts" style={{ width: 200 }} value={bill.settle_account_id} initialLabel={bill.settle_account_label}
                  onChange={(v) => setBill((b) => ({ ...b, settle_account_id: v }))} id="expense-account" />
              </Form.Item>
            )}
            <BillHeaderFields meta={meta} bill={bill} setBill={setBill} />
          </>
        )}
        <BillNoteFields bill={bill} setBill={setBill} />
      </Form>
      {!verification && (
        <>
          <Table<MoneyDraftLine>
            rowKey="key"
            size="small"
            bordered
            pagination={false}
            dataSource={rows}
            scroll={{ x: 760 }}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={1 + (money.cash !== 'none' ? 1 : 0) + (money.categories ? 1 : 0) + (expense ? 1 : 0)}><Typography.Text strong>{t('total')}</Typography.Text></Table.Summary.Cell>
                {expense && <Table.Summary.Cell index={1} align="right"><Typography.Text strong>{formatAmount(total.sub(tax))}</Typography.Text></Table.Summary.Cell>}
                {expense && <Table.Summary.Cell index={2} align="right"><Typography.Text strong data-testid="expense-tax">{formatAmount(tax)}</Typography.Text></Table.Summary.Cell>}
                <Table.Summary.Cell index={3} align="right"><Typography.Text strong data-testid="bill-total">{formatAmount(total)}</Typography.Text></Table.Summary.Cell>
                <Table.Summary.Cell index={2} colSpan={2} />
              </Table.Summary.Row>
            )}
            columns={[
              { title: '#', key: 'no', width: 48, render: (_: unknown, __: MoneyDraftLine, i: number) => i + 1 },
              ...(money.cash !== 'none' ? [{
                title: t('money.account'), key: 'account', width: 220,
                render: (_: unknown, l: MoneyDraftLine) => <RefSelect resource="settlement-accounts" style={{ width: '100%' }} value={l.account_id} initialLabel={l.account_label} onChange={(v) => setRow(l.key, { account_id: v })} />,
              }] : []),
              ...(money.categories ? [{
                title: t(expense ? 'expense.category' : 'money.category'), key: 'category', width: 200,
                render: (_: unknown, l: MoneyDraftLine) => <RefSelect resource="expense-categories" style={{ width: '100%' }} value={l.category_id} initialLabel={l.category_label} onChange={(v) => setRow(l.key, { category_id: v })} />,
              }] : []),
              ...(expense ? [{
                title: t('expense.project'), key: 'project', width: 180,
                render: (_: unknown, l: MoneyDraftLine) => <RefSelect resource="expense-projects" allowClear style={{ width: '100%' }} value={l.project_id} initialLabel={l.project_label} onChange={(v) => setRow(l.key, { project_id: v })} />,
              }] : []),
              {
                title: t('money.amount'), key: 'amount', width: 150,
                render: (_: unknown, l: MoneyDraftLine) => <Input aria-label={t('money.amount')} inputMode="decimal" value={l.amount} onChange={(e) => setRow(l.key, { amount: cleanAmount(e.target.value) })} />,
              },
              ...(expense ? [{
                title: t('expense.tax'), key: 'tax', width: 130,
                render: (_: unknown, l: MoneyDraftLine) => <Input aria-label={t('expense.tax')} inputMode="decimal" value={l.tax_amount ?? ''} onChange={(e) => setRow(l.key, { tax_amount: cleanAmount(e.target.value) })} />,
              }, {
                title: t('expense.rowTotal'), key: 'rowTotal', width: 130, align: 'right' as const,
                render: (_: unknown, l: MoneyDraftLine) => formatAmount(new Decimal(validAmount(l.amount) ? l.amount : 0).add(validAmount(l.tax_amount ?? '') ? l.tax_amount! : 0)),
              }] : []),
              { title: t('field.line_remark'), key: 'remark', render: (_: unknown, l: MoneyDraftLine) => <Input maxLength={200} value={l.remark ?? ''} onChange={(e) => setRow(l.key, { remark: e.target.value })} /> },
              {
                title: '', key: 'remove', width: 56,
                render: (_: unknown, l: MoneyDraftLine) => rows.length > 1 && (
                  <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('removeLine')} onClick={() => setBill((b) => ({ ...b, money_lines: rows.filter((x) => x.key !== l.key) }))} />
                ),
              },
            ]}
          />
          <Button type="dashed" icon={<PlusOutlined />} style={{ margin: '8px 0 16px' }} onClick={() => setBill((b) => ({ ...b, money_lines: [...rows, emptyRow()] }))}>{t('addLine')}</Button>
        </>
      )}
      {money.settles.length > 0 && (
        <SettlementTable meta={meta} partnerId={bill.partner_id} billId={bill.id} moneyTotal={verification ? null : total}
          cleared={cleared} onChange={(next) => setBill((b) => ({ ...b, settlements: next }))} />
      )}
    </Card>
  );
}

