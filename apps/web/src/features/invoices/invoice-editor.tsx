import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Decimal, formatAmount, invoiceKinds, type BillMeta, type InvoiceOpenLines } from '@zf/shared';
import { App, Button, Card, DatePicker, Form, Input, Modal, Select, Switch, Table, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect, useLanguage } from '../../engines/resource/index.ts';
import { api } from '../../request/index.ts';
import type { Draft } from '../documents/bill-api.ts';
import { useSaveBill, type SaveAction } from '../documents/use-save-bill.ts';
import { SaveButtons } from '../documents/save-buttons.tsx';
import { rowFigures, rowOf, totalsOf, type InvoiceRow, type OpenLine } from './invoice-lines.ts';

interface Header {
  id?: number; version?: number; bill_date: string; partner_id?: number; partner_label?: string; remark: string;
  invoice_no: string; invoice_code: string; invoice_date: string; kind: (typeof invoiceKinds)[number]; red: boolean;
}

const headerOf = (draft: Draft | undefined): Header => {
  const ext = draft?.ext ?? {};
  const today = dayjs().format('YYYY-MM-DD');
  return {
    id: draft?.id, version: draft?.version, bill_date: draft?.bill_date ?? today, partner_id: draft?.partner_id, partner_label: draft?.partner_label, remark: draft?.remark ?? '',
    invoice_no: String(ext.invoice_no ?? ''), invoice_code: String(ext.invoice_code ?? ''), invoice_date: String(ext.invoice_date || today),
    kind: ext.kind === 'ordinary' ? 'ordinary' : 'special', red: ext.red === true,
  };
};

/**
 * The invoice editor (purchase and sales invoices, API.md POST/PUT /bills/:type): the invoice's number, code, date and
 * kind, the partner, and rows that each name an open line of the partner's bills (a blue invoice) or returns (a
 * red-letter one) with the quantity invoiced. Amount and tax follow the source line (the server prices them the same
 * way and refuses more than is open, naming the row).
 */
export function InvoiceEditor({ meta, draft, onDone }: { meta: BillMeta; draft?: Draft; onDone: (id?: number, action?: SaveAction) => void }) {
  const { t } = useTranslation('invoices');
  const { t: td } = useTranslation('documents');
  const language = useLanguage();
  const { message, modal } = App.useApp();
  const [head, setHead] = useState<Header>(() => headerOf(draft));
  const [rows, setRows] = useState<InvoiceRow[]>(() => (draft?.lines ?? []).filter((l) => l.source_line_id && l.product_id).map((l) => ({
    key: `s${l.source_line_id}`, source_line_id: l.source_line_id!, product_id: l.product_id!, product_label: l.product_label ?? '', unit_id: l.unit_id ?? 0,
    unit_name: l.unit_label ?? '', bill_sn: '', number: l.number,
  })));
  const [open, setOpen] = useState<OpenLine[]>([]);
  const [picking, setPicking] = useState<number[] | null>(null);
  const partnerType = meta.partner === 'supplier' ? 2 : 1;

  // What the partner still has open: fills in each row's open figures and feeds the picker.
  useEffect(() => {
    if (!head.partner_id) return;
    let live = true;
    void api.get<InvoiceOpenLines>(`/invoices/${meta.type}/open-lines`, { partner_id: head.partner_id, red: head.red ? 1 : 0 }).then((r) => {
      if (!live) return;
      setOpen(r.list);
      setRows((current) => current.map((row) => {
        const o = r.list.find((l) => l.line_id === row.source_line_id);
        return o ? { ...rowOf(o), key: row.key, number: row.number } : row;
      }));
    });
    return () => { live = false; };
  }, [meta.type, head.partner_id, head.red]);

  /** Partner and blue/red decide which lines may be invoiced: a change clears the rows, after asking. */
  const setKey = (patch: Partial<Header>) => {
    if (!rows.length) return setHead((h) => ({ ...h, ...patch }));
    modal.confirm({ title: td('clearLines'), onOk: () => { setHead((h) => ({ ...h, ...patch })); setRows([]); } });
  };
  const { saving, save: saveBill, fieldErrors, setFieldErrors } = useSaveBill(meta, onDone);
  const sent = useRef<string[]>([]);
  const rowError = (r: InvoiceRow, field: string) => {
    const i = sent.current.indexOf(r.key);
    return i >= 0 ? fieldErrors[`lines.${i}.${field}`] : undefined;
  };
  const fieldProps = (key: string) => (fieldErrors[key] ? { validateStatus: 'error' as const, help: fieldErrors[key] } : {});

  const save = async (action: SaveAction = 'save') => {
    const missing: Record<string, string> = {};
    if (!head.partner_id) missing.partner_id = t('partnerRequired');
    if (!head.invoice_no.trim()) missing['ext.invoice_no'] = t('noRequired');
    if (!rows.length) missing.lines = t('noRows');
    rows.forEach((r, i) => { if (!r.number || !new Decimal(r.number).gt(0)) missing[`lines.${i}.number`] = t('rowNumber', { index: i + 1 }); });
    sent.current = rows.map((r) => r.key);
    if (Object.keys(missing).length) {
      setFieldErrors(missing);
      return void message.error(Object.values(missing).join('；'));
    }
    await saveBill(head.id, {
      version: head.version, bill_date: head.bill_date, partner_id: head.partner_id, remark: head.remark,
      ext: { invoice_no: head.invoice_no.trim(), invoice_code: head.invoice_code.trim(), invoice_date: head.invoice_date, kind: head.kind },
      // Price 0: the server takes the source line's price, amount and tax (its share, or the rest of it).
      lines: rows.map((r) => ({ product_id: r.product_id, unit_id: r.unit_id, number: r.number, price: '0', source_line_id: r.source_line_id })),
    }, action);
  };

  const totals = totalsOf(rows, head.red);
  const picked = new Set(rows.map((r) => r.source_line_id));
  const columns = [
    { title: '#', key: 'no', width: 48, render: (_: unknown, __: InvoiceRow, i: number) => i + 1 },
    { title: t('sourceBill'), dataIndex: 'bill_sn', width: 190 },
    {
      title: td('field.product'), key: 'product', width: 240, ellipsis: true,
      render: (_: unknown, r: InvoiceRow) => {
        const err = rowError(r, 'source_line_id') ?? rowError(r, 'product_id');
        return <Tooltip title={err}><Typography.Text type={err ? 'danger' : undefined}>{r.product_label}</Typography.Text></Tooltip>;
      },
    },
    { title: td('field.unit'), dataIndex: 'unit_name', width: 70 },
    { title: t('openNumber'), dataIndex: 'open_number', width: 110, align: 'right' as const, render: (v?: string) => (v ? formatAmount(v, 4) : '') },
    {
      title: td('field.number'), key: 'number', width: 130,
      render: (_: unknown, r: InvoiceRow) => (
        <Tooltip title={rowError(r, 'number') ?? rowError(r, 'price')}>
          <Input aria-label={td('field.number')} inputMode="decimal" value={r.number} status={rowError(r, 'number') || rowError(r, 'price') ? 'error' : undefined}
            onChange={(e) => { const v = e.target.value; if (/^\d{0,10}(\.\d{0,4})?$/.test(v)) setRows((rs) => rs.map((x) => (x.key === r.key ? { ...x, number: v } : x))); }} />
        </Tooltip>
      ),
    },
    { title: td('field.amount'), key: 'amount', width: 120, align: 'right' as const, render: (_: unknown, r: InvoiceRow) => <span data-testid="invoice-row-amount">{formatAmount(rowFigures(r, head.red).amount)}</span> },
    { title: td('field.tax_amount'), key: 'tax', width: 110, align: 'right' as const, render: (_: unknown, r: InvoiceRow) => formatAmount(rowFigures(r, head.red).tax) },
    {
      title: '', key: 'remove', width: 48,
      render: (_: unknown, r: InvoiceRow) => <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={td('removeLine')} onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))} />,
    },
  ];

  return (
    <Card variant="borderless" title={`${meta.label[language]}${head.red ? t('redSuffix') : ''}`}
      extra={<SaveButtons meta={meta} saving={saving} newAllowed={false} onCancel={() => onDone(head.id)} onSave={(action) => void save(action)} />}>
      <Form layout="inline" style={{ rowGap: 12, marginBottom: 16 }}>
        <Form.Item label={td('field.bill_date')} required>
          <DatePicker allowClear={false} value={dayjs(head.bill_date)} onChange={(d) => d && setHead((h) => ({ ...h, bill_date: d.format('YYYY-MM-DD') }))} />
        </Form.Item>
        <Form.Item label={td(`field.${meta.partner === 'supplier' ? 'supplier' : 'customer'}`)} required {...fieldProps('partner_id')}>
          <RefSelect resource="partners" params={{ type: partnerType }} style={{ width: 220 }} value={head.partner_id} initialLabel={head.partner_label}
            onChange={(v) => setKey({ partner_id: v })} id="bill-partner" />
        </Form.Item>
        <Form.Item label={t('field.invoice_no')} required {...fieldProps('ext.invoice_no')}>
          <Input style={{ width: 160 }} maxLength={30} value={head.invoice_no} onChange={(e) => setHead((h) => ({ ...h, invoice_no: e.target.value }))} id="invoice-no" />
        </Form.Item>
        <Form.Item label={t('field.invoice_code')} {...fieldProps('ext.invoice_code')}>
          <Input style={{ width: 160 }} maxLength={30} value={head.invoice_code} onChange={(e) => setHead((h) => ({ ...h, invoice_code: e.target.value }))} />
        </Form.Item>
        <Form.Item label={t('field.invoice_date')} required {...fieldProps('ext.invoice_date')}>
          <DatePicker allowClear={false} value={dayjs(head.invoice_date)} onChange={(d) => d && setHead((h) => ({ ...h, invoice_date: d.format('YYYY-MM-DD') }))} />
        </Form.Item>
        <Form.Item label={t('field.kind')}>
          <Select style={{ width: 170 }} value={head.kind} onChange={(v: Header['kind']) => setHead((h) => ({ ...h, kind: v }))} options={invoiceKinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
        </Form.Item>
        <Form.Item label={t('red')} tooltip={t('redHint')}>
          <Switch checked={head.red} disabled={Boolean(head.id)} onChange={(v) => setKey({ red: v })} data-testid="invoice-red" />
        </Form.Item>
        <Form.Item label={td('field.remark')}>
          <Input style={{ width: 260 }} maxLength={500} value={head.remark} onChange={(e) => setHead((h) => ({ ...h, remark: e.target.value }))} />
        </Form.Item>
      </Form>
      <Table<InvoiceRow> rowKey="key" size="small" bordered pagination={false} dataSource={rows} scroll={{ x: 900 }} columns={columns}
        locale={{ emptyText: head.partner_id ? t('pickHint') : t('partnerFirst') }}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={6}><Typography.Text strong>{td('total')}</Typography.Text></Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right"><Typography.Text strong data-testid="invoice-total">{formatAmount(totals.amount)}</Typography.Text></Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right"><Typography.Text strong>{formatAmount(totals.tax)}</Typography.Text></Table.Summary.Cell>
            <Table.Summary.Cell index={3} />
          </Table.Summary.Row>
        )} />
      {fieldErrors.lines && <Typography.Text type="danger">{fieldErrors.lines}</Typography.Text>}
      <Button type="dashed" icon={<PlusOutlined />} style={{ marginTop: 8 }} disabled={!head.partner_id} onClick={() => setPicking([])} data-testid="invoice-pick">
        {head.red ? t('pickReturns') : t('pickBills')}
      </Button>
      <Modal open={picking !== null} width={900} title={head.red ? t('pickReturns') : t('pickBills')} onCancel={() => setPicking(null)} okText={t('add')}
        onOk={() => { setRows((rs) => [...rs, ...open.filter((o) => picking?.includes(o.line_id)).map(rowOf)]); setPicking(null); }}>
        <Table<OpenLine> rowKey="line_id" size="small" bordered pagination={false} scroll={{ y: 400 }} dataSource={open.filter((o) => !picked.has(o.line_id))}
          rowSelection={{ selectedRowKeys: picking ?? [], onChange: (keys) => setPicking(keys as number[]) }}
          columns={[
            { title: t('sourceBill'), dataIndex: 'bill_sn', width: 180 },
            { title: td('field.bill_date'), dataIndex: 'bill_date', width: 110, render: (v: string) => dayjs(v).format('YYYY-MM-DD') },
            { title: td('field.product'), key: 'p', ellipsis: true, render: (_: unknown, o: OpenLine) => `${o.product_code} ${o.product_name}` },
            { title: t('openNumber'), dataIndex: 'open_number', width: 110, align: 'right', render: (v: string) => formatAmount(v, 4) },
            { title: t('openAmount'), dataIndex: 'open_amount', width: 120, align: 'right', render: (v: string) => formatAmount(v) },
          ]} />
      </Modal>
    </Card>
  );
}
