import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Decimal, formatAmount, lineAmount, qty, type BillMeta } from '@zf/shared';
import { App, Button, Card, DatePicker, Form, Input, Select, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect, useLanguage } from '../../engines/resource/index.ts';
import { api } from '../../request/index.ts';
import { addScanned, BarcodeInput, type ScannedProduct } from '../bills/index.ts';
import { partnerField } from './bill-tags.tsx';
import { BillNoteFields } from './attachments.tsx';
import { useSaveBill } from './use-save-bill.ts';
import { lineKey, type Draft, type DraftLine } from './bill-api.ts';
import { draftOf } from './bill-drafts.ts';

const emptyLine = (): DraftLine => ({ key: lineKey(), number: '', price: '' });
/** SPEC §5: quantities keep at most 4 decimals (truncated), prices 6. */
const cleanNumber = (v: string, places: 4 | 6) => {
  const s = v.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');
  if (!s || s === '.') return s;
  return places === 4 ? (s.includes('.') && s.split('.')[1]!.length > 4 ? qty(s) : s) : s.replace(/(\.\d{6})\d+$/, '$1');
};
const amountOf = (l: DraftLine) => (l.number && l.price && !Number.isNaN(Number(l.number)) && !Number.isNaN(Number(l.price)) ? lineAmount(l.price, l.number) : '0.00');

/**
 * The one bill editor (API.md POST/PUT /bills/:type): header fields the meta asks for, and a line grid where Enter
 * moves to the next cell and a new row appears after the last one. Amounts are price × quantity in decimals (never
 * floats). Changing the partner or warehouse clears the rows after a confirmation; the SPEC §8 row prompts and the
 * zero-cost receipt warning come before anything is sent; the server checks the same rules again.
 */
export function BillEditor({ meta, draft, onDone }: { meta: BillMeta; draft?: Draft; onDone: (id?: number) => void }) {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const { message, modal } = App.useApp();
  const [bill, setBill] = useState<Draft>(() => draft ?? { bill_date: dayjs().format('YYYY-MM-DD'), remark: '', lines: [emptyLine()] });
  const { saving, save: saveBill } = useSaveBill(meta, onDone, (fresh) => setBill(draftOf(fresh)));
  const direction = meta.fields?.includes('direction');
  /** Stocktake rows are counts: 0 is a count. */
  const counted = meta.fields?.includes('counted');
  const allocation = meta.fields?.includes('allocation');
  const partnerType = meta.partner === 'supplier' ? 2 : meta.partner === 'customer' ? 1 : undefined;

  const setLine = (key: string, patch: Partial<DraftLine>) => setBill((b) => {
    const lines = b.lines.map((l) => (l.key === key ? { ...l, ...patch } : l));
    // Typing into the last row opens the next one: keyboard entry never stops for a button.
    if (lines.at(-1)?.product_id !== undefined) lines.push(emptyLine());
    return { ...b, lines };
  });
  /**
   * A sales row's price comes from the price rules (agreement price, promotion, the product's sale price) for the
   * customer and date, unless the clerk already typed one; other documents leave the price to the clerk.
   */
  const pickProduct = (line: DraftLine, productId: number | undefined) => {
    setLine(line.key, { product_id: productId });
    if (productId !== undefined && !line.price) fillPrice(line.key, productId);
  };
  const scanned = (p: ScannedProduct) => {
    // Computed here, not in an updater: the new row's key is needed for its price.
    let added: string | undefined;
    const lines = addScanned(bill.lines, p, (x) => { added = lineKey(); return { key: added, product_id: x.id, product_label: `${x.code} ${x.name}`, number: '', price: '' }; });
    setBill((b) => ({ ...b, lines }));
    if (added) fillPrice(added, p.id);
  };
  const fillPrice = (key: string, productId: number) => {
    if (meta.partner !== 'customer' || !bill.partner_id) return;
    void api.get<{ list: Array<{ product_id: number; price: string }> }>('/sale-prices', { partner_id: bill.partner_id, product_ids: String(productId), date: bill.bill_date }, { quiet: [4003, 4220] })
      .then((r) => {
        const found = r.list.find((p) => p.product_id === productId);
        if (!found || new Decimal(found.price).isZero()) return;
        // Only into a row that still has no price: what the clerk typed meanwhile wins.
        setBill((b) => ({ ...b, lines: b.lines.map((x) => (x.key === key && !x.price ? { ...x, price: new Decimal(found.price).toString() } : x)) }));
      })
      .catch(() => undefined);
  };
  /** Partner and warehouses decide prices and stock: a change clears the rows, after asking. */
  const setHeader = (patch: Partial<Draft>) => {
    const entered = bill.lines.some((l) => l.product_id !== undefined);
    if (!entered || bill.source_bill_id) return setBill((b) => ({ ...b, ...patch }));
    modal.confirm({ title: t('clearLines'), onOk: () => setBill((b) => ({ ...b, ...patch, lines: [emptyLine()] })) });
  };
  const nextCell = (e: React.KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const cells = [...document.querySelectorAll<HTMLInputElement>('[data-bill-cell] input')];
    const at = cells.indexOf(e.target as HTMLInputElement);
    cells[at + 1]?.focus();
  };

  const save = async () => {
    const rows = bill.lines.filter((l, i) => l.product_id !== undefined || l.number || i < bill.lines.length - 1);
    const filled = rows.filter((l) => l.product_id !== undefined || l.number);
    for (const [i, l] of filled.entries()) {
      if (l.product_id === undefined) return void message.error(t('rowProduct', { index: i + 1 }));
      if (!l.number || (counted ? new Decimal(l.number).lt(0) : !new Decimal(l.number).gt(0))) return void message.error(t('rowNumber', { index: i + 1 }));
    }
    if (!filled.length) return void message.error(t('noLines'));
    const zero = meta.stock === 'in' ? filled.findIndex((l) => !l.price || new Decimal(l.price).isZero()) : -1;
    if (zero >= 0 && !(await new Promise<boolean>((resolve) => modal.confirm({ title: t('zeroCost', { index: zero + 1 }), onOk: () => resolve(true), onCancel: () => resolve(false) })))) return;
    const body = {
      version: bill.version, bill_date: bill.bill_date, partner_id: bill.partner_id, store_id: bill.store_id, out_store_id: bill.out_store_id, in_store_id: bill.in_store_id,
      remark: bill.remark, attachments: bill.attachments ?? '', source_bill_id: bill.source_bill_id, ...(allocation ? { allocation: bill.allocation ?? 1 } : {}),
      lines: filled.map((l) => ({
        product_id: l.product_id, number: l.number, price: l.price || '0', source_line_id: l.source_line_id, remark: l.remark,
        ...(direction ? { direction: l.direction ?? -1 } : {}), ...(counted ? { counted: true } : {}),
      })),
    };
    await saveBill(bill.id, body);
  };

  const total = bill.lines.reduce((s, l) => s.add(amountOf(l)), new Decimal(0));
  return (
    <Card variant="borderless" title={meta.label[language]}
      extra={<Space><Button onClick={() => onDone(bill.id)}>{t('cancel')}</Button><Button type="primary" loading={saving} onClick={() => void save()} data-testid="bill-save">{t('save')}</Button></Space>}>
      <Form layout="inline" style={{ rowGap: 12, marginBottom: 16 }}>
        <Form.Item label={t('field.bill_date')} required>
          <DatePicker allowClear={false} value={dayjs(bill.bill_date)} onChange={(d) => d && setBill((b) => ({ ...b, bill_date: d.format('YYYY-MM-DD') }))} />
        </Form.Item>
        {meta.partner && (
          <Form.Item label={t(`field.${partnerField(meta)}`)} required={meta.partner !== 'any'}>
            <RefSelect resource="partners" params={partnerType ? { type: partnerType } : undefined} style={{ width: 220 }} value={bill.partner_id}
              initialLabel={bill.partner_label} onChange={(v) => setHeader({ partner_id: v })} id="bill-partner" />
          </Form.Item>
        )}
        {meta.store === 'single' && (
          <Form.Item label={t('field.store_id')} required>
            <RefSelect resource="warehouses" style={{ width: 180 }} value={bill.store_id} onChange={(v) => setHeader({ store_id: v })} id="bill-store" />
          </Form.Item>
        )}
        {meta.store === 'transfer' && (
          <>
            <Form.Item label={t('field.out_store_id')} required>
              <RefSelect resource="warehouses" style={{ width: 180 }} value={bill.out_store_id} onChange={(v) => setHeader({ out_store_id: v })} id="bill-out-store" />
            </Form.Item>
            <Form.Item label={t('field.in_store_id')} required>
              <RefSelect resource="warehouses" style={{ width: 180 }} value={bill.in_store_id} onChange={(v) => setBill((b) => ({ ...b, in_store_id: v }))} id="bill-in-store" />
            </Form.Item>
          </>
        )}
        {allocation && (
          <Form.Item label={t('field.allocation')}>
            <Select style={{ width: 160 }} value={bill.allocation ?? 1} onChange={(v: 1 | 2 | 3) => setBill((b) => ({ ...b, allocation: v }))}
              options={[1, 2, 3].map((v) => ({ value: v, label: t(`allocation.${v}`) }))} />
          </Form.Item>
        )}
        <BillNoteFields bill={bill} setBill={setBill} />
      </Form>
      <div style={{ marginBottom: 8 }}>
        <BarcodeInput onProduct={scanned} />
      </div>
      <Table<DraftLine>
        rowKey="key"
        size="small"
        bordered
        pagination={false}
        dataSource={bill.lines}
        scroll={{ x: 900 }}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={direction ? 5 : 4}><Typography.Text strong>{t('total')}</Typography.Text></Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right"><Typography.Text strong data-testid="bill-total">{formatAmount(total)}</Typography.Text></Table.Summary.Cell>
            <Table.Summary.Cell index={2} />
          </Table.Summary.Row>
        )}
        columns={[
          { title: '#', key: 'no', width: 48, render: (_: unknown, __: DraftLine, i: number) => i + 1 },
          {
            title: t('field.product'), key: 'product', width: 300,
            render: (_: unknown, l: DraftLine) => (
              <RefSelect resource="products" style={{ width: '100%' }} value={l.product_id} initialLabel={l.product_label}
                optionLabel={(r) => `${String(r.code ?? '')} ${String(r.name ?? '')}`.trim()} onChange={(v) => pickProduct(l, v)} />
            ),
          },
          ...(direction ? [{
            title: t('field.direction'), key: 'direction', width: 100,
            render: (_: unknown, l: DraftLine) => <Select style={{ width: 80 }} value={l.direction ?? -1} options={[{ value: 1, label: t('in') }, { value: -1, label: t('out') }]} onChange={(v: 1 | -1) => setLine(l.key, { direction: v })} />,
          }] : []),
          {
            title: counted ? t('field.counted') : t('field.number'), key: 'number', width: 130,
            render: (_: unknown, l: DraftLine) => <span data-bill-cell><Input aria-label={t('field.number')} inputMode="decimal" value={l.number} onKeyDown={nextCell} onChange={(e) => setLine(l.key, { number: cleanNumber(e.target.value, 4) })} /></span>,
          },
          {
            title: meta.fields?.includes('newCost') ? t('field.newCost') : t('field.price'), key: 'price', width: 140,
            render: (_: unknown, l: DraftLine) => <span data-bill-cell><Input aria-label={t('field.price')} inputMode="decimal" value={l.price} onKeyDown={nextCell} onChange={(e) => setLine(l.key, { price: cleanNumber(e.target.value, 6) })} /></span>,
          },
          { title: t('field.amount'), key: 'amount', width: 130, align: 'right' as const, render: (_: unknown, l: DraftLine) => formatAmount(amountOf(l)) },
          {
            title: '', key: 'remove', width: 56,
            render: (_: unknown, l: DraftLine) => bill.lines.length > 1 && (
              <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('removeLine')} onClick={() => setBill((b) => ({ ...b, lines: b.lines.filter((x) => x.key !== l.key) }))} />
            ),
          },
        ]}
      />
      <Button type="dashed" icon={<PlusOutlined />} style={{ marginTop: 8 }} onClick={() => setBill((b) => ({ ...b, lines: [...b.lines, emptyLine()] }))}>{t('addLine')}</Button>
    </Card>
  );
}
