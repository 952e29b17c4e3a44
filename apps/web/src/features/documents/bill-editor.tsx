import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Decimal, formatAmount, hasLineTax, message as sharedMessage, qty, type BillMeta } from '@zf/shared';
import { App, Button, Card, DatePicker, Form, Input, Select, Space, Table, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect, useLanguage } from '../../engines/resource/index.ts';
import { addScanned, BarcodeInput, type ScannedProduct } from '../bills/index.ts';
import { partnerField } from './bill-tags.tsx';
import { BillNoteFields } from './attachments.tsx';
import { useSaveBill, type SaveAction } from './use-save-bill.ts';
import { SaveButtons } from './save-buttons.tsx';
import { lineKey, type Draft, type DraftLine } from './bill-api.ts';
import { BillHeaderFields } from './bill-header-fields.tsx';
import { bookStock, productFacts } from './line-lookups.ts';
import { baseQty, ratioOf, unitLabel } from './line-units.ts';
import { draftOf } from './bill-drafts.ts';
import { discountOf, discountSent, lineNet } from './line-discount.ts';
import { serialSide, serialStore } from './line-serials.ts';
import { SerialCell } from './serial-cell.tsx';

const emptyLine = (): DraftLine => ({ key: lineKey(), number: '', price: '' });
/**
 * SPEC §5 numbers as typed: digits and at most 4 decimals for quantities, 6 for prices (2 for percents). What the
 * field cannot take ("-5", "1x0", a fifth decimal) is refused — the field keeps what it had — instead of being
 * rewritten into another number. Returns the accepted text, or null.
 */
const acceptNumber = (v: string, places: 2 | 4 | 6) => (new RegExp(`^\\d{0,10}(\\.\\d{0,${places}})?$`).test(v) ? v : null);

/**
 * The one bill editor (API.md POST/PUT /bills/:type): header fields the meta asks for, and a line grid where Enter
 * moves to the next cell and a new row appears after the last one. Amounts are price × quantity in decimals (never
 * floats). Changing the partner or warehouse clears the rows after a confirmation; the SPEC §8 row prompts and the
 * zero-cost receipt warning come before anything is sent; the server checks the same rules again.
 */
export function BillEditor({ meta, draft, onDone }: { meta: BillMeta; draft?: Draft; onDone: (id?: number, action?: SaveAction) => void }) {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const { message, modal } = App.useApp();
  const [bill, setBill] = useState<Draft>(() => draft ?? { bill_date: dayjs().format('YYYY-MM-DD'), remark: '', lines: [emptyLine()] });
  const direction = meta.fields?.includes('direction');
  /** Stocktake rows are counts: 0 is a count. */
  const counted = meta.fields?.includes('counted');
  const allocation = meta.fields?.includes('allocation');
  const tax = hasLineTax(meta);
  /** Documents that take stock out show each row's stock on hand while it is entered. */
  const showsStock = meta.stock === 'out' || meta.stock === 'both';
  const partnerType = meta.partner === 'supplier' ? 2 : meta.partner === 'customer' ? 1 : undefined;
  // Only outsourcing documents move stock to and from subcontractors' warehouses (委外仓); other pickers leave them out.
  const storeParams = meta.type.startsWith('outsourcing-') ? { subcontracted: 'all' } : undefined;
  /** Rows that leave from their own warehouse (outsourcing picks): the header's 调出仓库 is their default. */
  const lineStore = meta.fields?.includes('lineStore');

  const setLine = (key: string, patch: Partial<DraftLine>) => setBill((b) => {
    const lines = b.lines.map((l) => (l.key === key ? { ...l, ...patch } : l));
    // Typing into the last row opens the next one: keyboard entry never stops for a button.
    if (lines.at(-1)?.product_id !== undefined) lines.push(emptyLine());
    return { ...b, lines };
  });
  /**
   * A row that gets its product asks the server once for its units, the price it starts with (sales: the customer's
   * price rules; purchasing: the supplier's cost price or last purchase) and, where stock goes out, what is on hand.
   * A price the clerk typed meanwhile wins; the looked-up price is per base unit, so it follows the row's unit.
   */
  const pickProduct = (line: DraftLine, productId: number | undefined) => {
    setLine(line.key, { product_id: productId, unit_id: undefined, units: undefined, available: undefined, base_price: undefined, serial_tracking: undefined, serials: undefined });
    if (productId !== undefined) lookUp([{ key: line.key, productId }]);
  };
  const scanned = (p: ScannedProduct) => {
    // Computed here, not in an updater: the new row's key is needed for its lookup.
    let added: string | undefined;
    const lines = addScanned(bill.lines, p, (x) => { added = lineKey(); return { key: added, product_id: x.id, product_label: `${x.code} ${x.name}`, number: '', price: '' }; });
    setBill((b) => ({ ...b, lines }));
    if (added) lookUp([{ key: added, productId: p.id }]);
  };
  const lookUp = (rows: Array<{ key: string; productId: number }>) => {
    const header = bill.store_id ?? bill.out_store_id;
    if (!lineStore) return lookUpIn(rows, header);
    // Rows with their own warehouse learn their stock there: one lookup per warehouse.
    const byStore = new Map<number | undefined, typeof rows>();
    for (const r of rows) {
      const store = bill.lines.find((l) => l.key === r.key)?.warehouse_id ?? header;
      byStore.set(store, [...(byStore.get(store) ?? []), r]);
    }
    byStore.forEach((group, store) => lookUpIn(group, store));
  };
  const lookUpIn = (rows: Array<{ key: string; productId: number }>, storeId: number | undefined) => {
    void productFacts(meta, [...new Set(rows.map((r) => r.productId))], { partnerId: bill.partner_id, storeId, date: bill.bill_date })
      .then((facts) => setBill((b) => ({
        ...b,
        lines: b.lines.map((x) => {
          const row = rows.find((r) => r.key === x.key);
          const f = row && x.product_id === row.productId ? facts.get(row.productId) : undefined;
          if (!f) return x;
          const basePrice = f.price && !new Decimal(f.price).isZero() ? new Decimal(f.price).toString() : undefined;
          const withFacts = { ...x, units: f.units, available: f.available, base_price: basePrice, serial_tracking: f.serial_tracking };
          return !x.price && basePrice && !counted ? { ...withFacts, price: new Decimal(basePrice).mul(ratioOf(withFacts)).toDecimalPlaces(6).toString() } : withFacts;
        }),
      })));
  };
  // An edited or derived bill's rows learn their units and stock once, when the editor opens.
  useEffect(() => {
    const rows = bill.lines.flatMap((l) => (l.product_id !== undefined ? [{ key: l.key, productId: l.product_id }] : []));
    if (rows.length) lookUp(rows);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  /** A new unit re-prices a row whose price is still the looked-up one (1 箱 = 10 套: 10 × the price of a 套). */
  const pickUnit = (l: DraftLine, unitId: number) => {
    const next = { ...l, unit_id: unitId };
    const auto = l.base_price && l.price === new Decimal(l.base_price).mul(ratioOf(l)).toDecimalPlaces(6).toString();
    setLine(l.key, { unit_id: unitId, ...(auto ? { price: new Decimal(l.base_price!).mul(ratioOf(next)).toDecimalPlaces(6).toString() } : {}) });
  };
  /** Stocktakes: one row per product with stock in the warehouse, counted = book until the clerk types the count. */
  const loadBook = async () => {
    if (!bill.store_id) return void message.error(t('pickStoreFirst'));
    const book = await bookStock(bill.store_id);
    if (!book.length) return void message.info(t('noBookStock'));
    const entered = new Set(bill.lines.map((l) => l.product_id).filter(Boolean));
    const added = book.filter((r) => !entered.has(r.product_id)).map((r): DraftLine => ({
      key: lineKey(), product_id: r.product_id, product_label: `${r.product_code} ${r.product_name}`.trim(), number: qty(r.qty), price: '', available: r.qty,
    }));
    setBill((b) => ({ ...b, lines: [...b.lines.filter((l) => l.product_id !== undefined), ...added, emptyLine()] }));
  };
  /** Partner and warehouses decide prices and stock: a change clears the rows, after asking. */
  const setHeader = (patch: Partial<Draft>) => {
    const entered = bill.lines.some((l) => l.product_id !== undefined);
    // Rows with their own warehouses keep them: the header's 调出仓库 is only the others' default (issue 31).
    if (lineStore && Object.keys(patch).every((k) => k === 'out_store_id')) {
      setBill((b) => ({ ...b, ...patch, lines: b.lines.map((l) => (l.warehouse_id === patch.out_store_id ? { ...l, warehouse_id: undefined } : l)) }));
      const following = bill.lines.flatMap((l) => (l.product_id !== undefined && l.warehouse_id === undefined ? [{ key: l.key, productId: l.product_id }] : []));
      if (following.length && patch.out_store_id) lookUpIn(following, patch.out_store_id);
      return;
    }
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

  const { saving, save: saveBill, fieldErrors, setFieldErrors } = useSaveBill(meta, onDone, (fresh) => {
    // Reloaded after someone else's change: their rows, which learn their units and stock again.
    const reloaded = draftOf(fresh);
    setBill(reloaded);
    lookUp(reloaded.lines.flatMap((l) => (l.product_id !== undefined ? [{ key: l.key, productId: l.product_id }] : [])));
  });
  /** The rows' keys in the order the last save sent them: the server names a row's field by that index (lines.2.number). */
  const sent = useRef<string[]>([]);
  const fieldProps = (key: string) => (fieldErrors[key] ? { validateStatus: 'error' as const, help: fieldErrors[key] } : {});
  const rowError = (l: DraftLine, field: string) => {
    const i = sent.current.indexOf(l.key);
    return i >= 0 ? fieldErrors[`lines.${i}.${field}`] : undefined;
  };
  /** Leaving a bill with rows entered asks first: nothing typed is lost to a stray click. */
  const leave = () => {
    const entered = bill.lines.some((l) => l.product_id !== undefined || l.number);
    if (!entered) return onDone(bill.id);
    modal.confirm({ title: t('leaveConfirm'), okText: t('leave'), cancelText: t('stay'), onOk: () => onDone(bill.id) });
  };

  const save = async (action: SaveAction = 'save') => {
    const rows = bill.lines.filter((l, i) => l.product_id !== undefined || l.number || i < bill.lines.length - 1);
    const filled = rows.filter((l) => l.product_id !== undefined || l.number);
    sent.current = filled.map((l) => l.key);
    // Everything missing at once (partner, warehouse, rows), on the fields — the same keys the server answers with.
    const missing: Record<string, string> = {};
    if ((meta.partner === 'supplier' || meta.partner === 'customer' || meta.partner === 'either') && !bill.partner_id) missing.partner_id = sharedMessage(language, 'bill.partnerRequired');
    if (meta.store === 'single' && !bill.store_id) missing.store_id = sharedMessage(language, 'bill.storeRequired');
    if (meta.store === 'transfer' && !bill.out_store_id) missing.out_store_id = sharedMessage(language, 'bill.storeRequired');
    if (meta.store === 'transfer' && !bill.in_store_id) missing.in_store_id = sharedMessage(language, 'bill.storeRequired');
    for (const [i, l] of filled.entries()) {
      if (l.product_id === undefined) missing[`lines.${i}.product_id`] = t('rowProduct', { index: i + 1 });
      else if (!l.number || (counted ? new Decimal(l.number).lt(0) : !new Decimal(l.number).gt(0))) missing[`lines.${i}.number`] = t('rowNumber', { index: i + 1 });
    }
    if (!filled.length) missing.lines = t('noLines');
    if (Object.keys(missing).length) {
      setFieldErrors(missing);
      return void message.error(Object.values(missing).join('；'));
    }
    const zero = meta.stock === 'in' ? filled.findIndex((l) => !l.price || new Decimal(l.price).isZero()) : -1;
    if (zero >= 0 && !(await new Promise<boolean>((resolve) => modal.confirm({ title: t('zeroCost', { index: zero + 1 }), onOk: () => resolve(true), onCancel: () => resolve(false) })))) return;
    const body = {
      version: bill.version, bill_date: bill.bill_date, partner_id: bill.partner_id, store_id: bill.store_id, out_store_id: bill.out_store_id, in_store_id: bill.in_store_id,
      remark: bill.remark, attachments: bill.attachments ?? '', source_bill_id: bill.source_bill_id, ...(allocation ? { allocation: bill.allocation ?? 1 } : {}),
      delivery_date: bill.delivery_date ?? null, department_id: bill.department_id ?? 0, principal_id: bill.principal_id ?? 0,
      pay_method: bill.pay_method ?? '', freight: bill.freight || '0',
      lines: filled.map((l) => ({
        product_id: l.product_id, number: l.number, price: l.price || '0', source_line_id: l.source_line_id, remark: l.remark, ...(lineStore && l.warehouse_id ? { warehouse_id: l.warehouse_id } : {}),
        unit_id: l.unit_id ?? 0, ...(tax ? { tax_rate: l.tax_percent ? new Decimal(l.tax_percent).div(100).toString() : '0', ...discountSent(l) } : {}),
        ...(direction ? { direction: l.direction ?? -1 } : {}), ...(counted ? { counted: true } : {}),
        // A draft may carry fewer serials than units; approval checks the count (engines/bill/bill-serials.ts).
        ...(l.serials?.length && l.serial_tracking !== false ? { serials: l.serials } : {}),
      })),
    };
    await saveBill(bill.id, body, action);
  };

  const total = bill.lines.reduce((s, l) => s.add(lineNet(l)), new Decimal(0));
  /** The rows' quantities as typed (the total row sums them as a clerk checks a delivery note: pieces and boxes alike). */
  const totalNumber = bill.lines.reduce((s, l) => (l.number && !Number.isNaN(Number(l.number)) ? s.add(l.number) : s), new Decimal(0));

  const columns = [
    { title: '#', key: 'no', width: 48, render: (_: unknown, __: DraftLine, i: number) => i + 1 },
    {
      title: t('field.product'), key: 'product', width: 280,
      render: (_: unknown, l: DraftLine) => (
        <Tooltip title={rowError(l, 'product_id') ?? rowError(l, 'source_line_id')}>
          <div className={rowError(l, 'product_id') || rowError(l, 'source_line_id') ? 'ant-form-item-has-error' : undefined}>
            <RefSelect resource="products" style={{ width: '100%' }} value={l.product_id} initialLabel={l.product_label}
              optionLabel={(r) => `${String(r.code ?? '')} ${String(r.name ?? '')}`.trim()} onChange={(v) => pickProduct(l, v)} />
          </div>
        </Tooltip>
      ),
    },
    ...(lineStore ? [{
      title: t('field.row_store'), key: 'row_store', width: 170,
      render: (_: unknown, l: DraftLine) => (
        <Tooltip title={rowError(l, 'warehouse_id')}>
          <div className={rowError(l, 'warehouse_id') ? 'ant-form-item-has-error' : undefined}>
            <RefSelect resource="warehouses" style={{ width: '100%' }} allowClear={false} value={l.warehouse_id ?? bill.out_store_id} id={`row-store-${l.key}`}
              onChange={(v) => {
                setLine(l.key, { warehouse_id: v === bill.out_store_id ? undefined : v, available: undefined });
                if (l.product_id !== undefined && v) lookUpIn([{ key: l.key, productId: l.product_id }], v);
              }} />
          </div>
        </Tooltip>
      ),
    }] : []),
    ...(direction ? [{
      title: t('field.direction'), key: 'direction', width: 100,
      render: (_: unknown, l: DraftLine) => <Select style={{ width: 80 }} value={l.direction ?? -1} options={[{ value: 1, label: t('in') }, { value: -1, label: t('out') }]} onChange={(v: 1 | -1) => setLine(l.key, { direction: v })} />,
    }] : []),
    {
      title: t('field.unit'), key: 'unit', width: 100,
      render: (_: unknown, l: DraftLine) => (l.units && l.units.length > 1
        ? <Select aria-label={t('field.unit')} style={{ width: 84 }} value={l.unit_id || l.units.find((u) => u.base)?.unit_id} onChange={(v: number) => pickUnit(l, v)}
          options={l.units.map((u) => ({ value: u.unit_id, label: u.unit_name }))} />
        : <span>{unitLabel(l)}</span>),
    },
    ...(counted ? [{
      title: t('field.book_number'), key: 'book', width: 110, align: 'right' as const,
      render: (_: unknown, l: DraftLine) => (l.available !== undefined ? formatAmount(l.available, 4) : ''),
    }] : []),
    {
      title: counted ? t('field.counted') : t('field.number'), key: 'number', width: 140,
      render: (_: unknown, l: DraftLine) => {
        const base = baseQty(l);
        const short = !counted && showsStock && l.available !== undefined && base !== undefined && new Decimal(base).gt(l.available);
        return (
          <span data-bill-cell>
            <Tooltip title={rowError(l, 'number')}>
              <Input aria-label={t('field.number')} inputMode="decimal" value={l.number} status={rowError(l, 'number') ? 'error' : short ? 'warning' : undefined} onKeyDown={nextCell}
              onChange={(e) => { const v = acceptNumber(e.target.value, 4); if (v !== null) setLine(l.key, { number: v }); }} />
            </Tooltip>
            {base !== undefined && ratioOf(l) !== '1' && <Typography.Text type="secondary" style={{ fontSize: 12 }}>= {formatAmount(base, 4)} {l.units?.find((u) => u.base)?.unit_name}</Typography.Text>}
          </span>
        );
      },
    },
    ...(counted ? [{
      title: t('field.difference'), key: 'difference', width: 110, align: 'right' as const,
      render: (_: unknown, l: DraftLine) => {
        if (l.available === undefined || !l.number || Number.isNaN(Number(l.number))) return '';
        const d = new Decimal(baseQty(l) ?? l.number).sub(l.available);
        return <Typography.Text type={d.isZero() ? undefined : d.gt(0) ? 'success' : 'danger'}>{d.gt(0) ? '+' : ''}{formatAmount(d.toString(), 4)}</Typography.Text>;
      },
    }] : []),
    // Rows of serial-tracked products take their serials here: typed in on receipts, picked from stock on issues.
    ...(bill.lines.some((l) => l.serial_tracking && serialSide(meta, l)) ? [{
      title: t('serials.column'), key: 'serials', width: 100,
      render: (_: unknown, l: DraftLine, i: number) => {
        const side = l.serial_tracking ? serialSide(meta, l) : undefined;
        return side && <SerialCell line={l} row={i + 1} side={side} storeId={serialStore(bill)} error={rowError(l, 'serials')} onChange={(serials) => setLine(l.key, { serials })} />;
      },
    }] : []),
    ...(showsStock && !counted ? [{
      title: t('field.available'), key: 'available', width: 100, align: 'right' as const,
      render: (_: unknown, l: DraftLine) => {
        if (l.available === undefined) return '';
        const base = baseQty(l);
        const short = base !== undefined && new Decimal(base).gt(l.available);
        return (
          <Tooltip title={short ? t('overStock', { available: formatAmount(l.available, 4) }) : undefined}>
            <Typography.Text type={short ? 'danger' : 'secondary'} data-testid="row-available">{formatAmount(l.available, 4)}</Typography.Text>
          </Tooltip>
        );
      },
    }] : []),
    ...(counted ? [] : [{
      title: meta.fields?.includes('newCost') ? t('field.newCost') : t('field.price'), key: 'price', width: 130,
      render: (_: unknown, l: DraftLine) => (
        <span data-bill-cell>
          <Input aria-label={t('field.price')} inputMode="decimal" value={l.price} status={rowError(l, 'price') ? 'error' : undefined} title={rowError(l, 'price')} onKeyDown={nextCell}
            onChange={(e) => { const v = acceptNumber(e.target.value, 6); if (v !== null) setLine(l.key, { price: v }); }} />
        </span>
      ),
    }]),
    ...(tax ? [{
      title: <Tooltip title={t('discountHint')}>{t('field.discount_percent')}</Tooltip>, key: 'discount_percent', width: 90,
      render: (_: unknown, l: DraftLine) => (
        <span data-bill-cell>
          <Input aria-label={t('field.discount_percent')} inputMode="decimal" suffix="%" value={l.discount_percent ?? ''} status={rowError(l, 'discount_rate') ? 'error' : undefined} title={rowError(l, 'discount_rate')} onKeyDown={nextCell}
            onChange={(e) => { const v = acceptNumber(e.target.value, 2); if (v !== null && (v === '' || Number(v) <= 100)) setLine(l.key, { discount_percent: v, discount_amount: undefined }); }} />
        </span>
      ),
    }, {
      title: t('field.discount_amount'), key: 'discount_amount', width: 110,
      render: (_: unknown, l: DraftLine) => (
        <span data-bill-cell>
          <Input aria-label={t('field.discount_amount')} inputMode="decimal" value={discountOf(l)} status={rowError(l, 'discount_amount') ? 'error' : undefined} title={rowError(l, 'discount_amount')} onKeyDown={nextCell}
            onChange={(e) => { const v = acceptNumber(e.target.value, 2); if (v !== null) setLine(l.key, { discount_amount: v, discount_percent: undefined }); }} />
        </span>
      ),
    }, {
      title: t('field.tax_rate'), key: 'tax', width: 90,
      render: (_: unknown, l: DraftLine) => (
        <Input aria-label={t('field.tax_rate')} inputMode="decimal" suffix="%" value={l.tax_percent ?? ''}
          onChange={(e) => { const v = acceptNumber(e.target.value, 2); if (v !== null && (v === '' || Number(v) <= 100)) setLine(l.key, { tax_percent: v }); }} />
      ),
    }] : []),
    { title: t('field.amount'), key: 'amount', width: 120, align: 'right' as const, render: (_: unknown, l: DraftLine) => (counted ? '' : <span data-testid="row-amount">{formatAmount(lineNet(l))}</span>) },
    {
      title: '', key: 'remove', width: 48,
      render: (_: unknown, l: DraftLine) => bill.lines.length > 1 && (
        <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('removeLine')} onClick={() => setBill((b) => ({ ...b, lines: b.lines.filter((x) => x.key !== l.key) }))} />
      ),
    },
  ];
  return (
    <Card variant="borderless" title={meta.label[language]}
      extra={<SaveButtons meta={meta} saving={saving} onCancel={leave} onSave={(action) => void save(action)} />}>
      <Form layout="inline" style={{ rowGap: 12, marginBottom: 16 }}>
        <Form.Item label={t('field.bill_date')} required>
          <DatePicker allowClear={false} value={dayjs(bill.bill_date)} onChange={(d) => d && setBill((b) => ({ ...b, bill_date: d.format('YYYY-MM-DD') }))} />
        </Form.Item>
        {meta.partner && (
          <Form.Item label={t(`field.${partnerField(meta)}`)} required={meta.partner !== 'any'} {...fieldProps('partner_id')}>
            <RefSelect resource="partners" params={partnerType ? { type: partnerType } : undefined} style={{ width: 220 }} value={bill.partner_id}
              initialLabel={bill.partner_label} onChange={(v) => setHeader({ partner_id: v })} id="bill-partner" />
          </Form.Item>
        )}
        {meta.store === 'single' && (
          <Form.Item label={t('field.store_id')} required {...fieldProps('store_id')}>
            <RefSelect resource="warehouses" params={storeParams} style={{ width: 180 }} value={bill.store_id} onChange={(v) => setHeader({ store_id: v })} id="bill-store" />
          </Form.Item>
        )}
        {meta.store === 'transfer' && (
          <>
            <Form.Item label={t('field.out_store_id')} required {...fieldProps('out_store_id')}>
              <RefSelect resource="warehouses" params={storeParams} style={{ width: 180 }} value={bill.out_store_id} onChange={(v) => setHeader({ out_store_id: v })} id="bill-out-store" />
            </Form.Item>
            <Form.Item label={t('field.in_store_id')} required {...fieldProps('in_store_id')}>
              <RefSelect resource="warehouses" params={storeParams} style={{ width: 180 }} value={bill.in_store_id} onChange={(v) => setBill((b) => ({ ...b, in_store_id: v }))} id="bill-in-store" />
            </Form.Item>
          </>
        )}
        {allocation && (
          <Form.Item label={t('field.allocation')}>
            <Select style={{ width: 160 }} value={bill.allocation ?? 1} onChange={(v: 1 | 2 | 3) => setBill((b) => ({ ...b, allocation: v }))}
              options={[1, 2, 3].map((v) => ({ value: v, label: t(`allocation.${v}`) }))} />
          </Form.Item>
        )}
        <BillHeaderFields meta={meta} bill={bill} setBill={setBill} errors={fieldErrors} />
        <BillNoteFields bill={bill} setBill={setBill} />
      </Form>
      <Space style={{ marginBottom: 8 }}>
        <BarcodeInput onProduct={scanned} />
        {counted && <Button onClick={() => void loadBook()} data-testid="load-book">{t('loadBook')}</Button>}
      </Space>
      <Table<DraftLine>
        rowKey="key"
        size="small"
        bordered
        pagination={false}
        dataSource={bill.lines}
        scroll={{ x: 900 }}
        summary={() => {
          const numberAt = columns.findIndex((c) => c.key === 'number');
          const amountAt = columns.findIndex((c) => c.key === 'amount');
          return (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={numberAt}><Typography.Text strong>{t('total')}</Typography.Text></Table.Summary.Cell>
              <Table.Summary.Cell index={1}><Typography.Text strong data-testid="bill-total-number">{formatAmount(totalNumber, totalNumber.decimalPlaces())}</Typography.Text></Table.Summary.Cell>
              <Table.Summary.Cell index={2} colSpan={amountAt - numberAt - 1} />
              <Table.Summary.Cell index={3} align="right"><Typography.Text strong data-testid="bill-total">{formatAmount(total)}</Typography.Text></Table.Summary.Cell>
              <Table.Summary.Cell index={4} colSpan={columns.length - amountAt - 1} />
            </Table.Summary.Row>
          );
        }}
        columns={columns}
      />
      <Button type="dashed" icon={<PlusOutlined />} style={{ marginTop: 8 }} onClick={() => setBill((b) => ({ ...b, lines: [...b.lines, emptyLine()] }))}>{t('addLine')}</Button>
    </Card>
  );
}
