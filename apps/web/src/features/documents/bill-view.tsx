import { AuditStatus, billMetas, Decimal, formatAmount, type BillMeta } from '@zf/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { hasFunction, usePermission } from '../../app/stores/permission.store.ts';
import { useCan } from '../../engines/permission/Auth.tsx';
import { useConflictHandler, useLanguage } from '../../engines/resource/index.ts';
import { api, ApiError, useApiQuery } from '../../request/index.ts';
import { PrintBillButton, ShareBillButton } from '../bills/index.ts';
import type { Bill, BillLine } from './bill-api.ts';
import { derivedDraft, draftOf, progressField } from './bill-drafts.ts';
import { costTotals, doneColumn, lineCosts, type StockMoves } from './bill-progress.ts';
import type { BillMode } from './bill-screen.tsx';
import { AttachmentsView } from './attachments.tsx';
import { MoneyRowsView } from './money-rows-view.tsx';
import { VoucherLink } from '../auto-voucher/VoucherLink.tsx';
import { PayTag, ProgressTag, StatusTag, settles, partnerField } from './bill-tags.tsx';
import { useReceiptEstimateItems } from '../outsourcing/receipt-estimate.tsx';
import { CertifyButton, InvoiceStatusTag, MakeInvoiceButton, isInvoiced, useInvoiceItems } from '../invoices/invoice-parts.tsx';

/**
 * A bill's detail: header, statuses, lines, and what may be done with it now (SPEC §4): approve, reverse, void,
 * edit, delete, print, and make the next document from it (a receipt from an order, a return from a bill). Buttons
 * follow the type's function codes and the status; every action asks first and the server decides.
 */
export function BillView({ meta, id, go }: { meta: BillMeta; id: number; go: (m: BillMode) => void }) {
  const { t } = useTranslation('documents');
  const { t: tv } = useTranslation('auto-voucher');
  const { t: ti } = useTranslation('invoices');
  const language = useLanguage();
  const { message } = App.useApp();
  const client = useQueryClient();
  const onConflict = useConflictHandler();
  const can = useCan(meta.page);
  const bill = useApiQuery<Bill>(`/bills/${meta.type}/${id}`, undefined, { staleTime: 0 });
  const b = bill.data;
  const invoiceItems = useInvoiceItems(meta, b);
  const estimateItems = useReceiptEstimateItems(meta, b);
  const invoiced = isInvoiced(meta);
  // Stock documents that move both ways (transfers, stocktakes, assemblies…) show what the ledger holds for them.
  const showsCost = meta.stock === 'both' && b?.audit_status === AuditStatus.approved;
  const moves = useApiQuery<StockMoves>(`/bills/${meta.type}/${id}/stock-moves`, undefined, { enabled: showsCost, staleTime: 0 });
  const costs = lineCosts(moves.data?.list ?? [], meta.store === 'transfer');
  const done = doneColumn(meta, billMetas);
  // A production receipt that backflushes shows the components it consumed (direction −1, read-only) under its product.
  const backflushes = !!meta.consumedRows && !!b?.lines.some((l) => l.direction === -1);
  const roles = meta.fields?.includes('allocation') ? { 1: 'made', [-1]: 'consumed' } : backflushes ? { 1: 'received', [-1]: 'backflushed' }
    : meta.fields?.includes('direction') || meta.type === 'stocktakes' ? { 1: 'gain', [-1]: 'loss' } : undefined;
  const roleOf = (l: BillLine) => (meta.type === 'stocktakes' ? costs.get(l.id)?.direction : backflushes ? (l.direction === -1 ? -1 : 1) : l.direction);
  const permissionAll = usePermission((st) => st.permissionAll);
  // A document made from this one needs the right to add that type (its own page's function).
  const derived = billMetas.filter((m) => m.source?.type === meta.type);
  const canMake = (d: BillMeta) => hasFunction(permissionAll[d.page], `${d.funPrefix}_add`);

  /** `conflicts`: the call leaves 4090 to us; a stale version offers to show the bill as it is now. */
  const act = async (call: () => Promise<unknown>, after?: () => void, conflicts = false) => {
    try {
      await call();
      void message.success(t('done'));
      await client.invalidateQueries({ queryKey: [`/bills/${meta.type}`] });
      if (after) after(); else await bill.refetch();
    } catch (e) {
      // The request layer has shown the server's message, except the conflicts the call left to us.
      if (conflicts) onConflict(e, async () => { await bill.refetch(); });
    }
  };
  // The version on screen goes with the action: approving or reversing a bill someone changed since is refused
  // (4090 naming who and when), not done to a bill the user has not seen.
  // A refusal that names a row (serial.countMismatch: data.line) is also shown on that row.
  const [refusal, setRefusal] = useState<{ line: number; message: string }>();
  const audit = (action: 'audit' | 'reverse' | 'void') => {
    setRefusal(undefined);
    return act(() => api.post(`/bills/${meta.type}/${id}/audit`, { action, version: b?.version }, { quiet: [4090] }).catch((e: unknown) => {
      const line = e instanceof ApiError ? (e.data as { line?: unknown } | null)?.line : undefined;
      if (typeof line === 'number') setRefusal({ line, message: (e as ApiError).message });
      throw e;
    }), undefined, true);
  };
  const confirmed = (title: string, onConfirm: () => void, label: string, danger = false) => (
    <Popconfirm title={title} onConfirm={onConfirm}><Button danger={danger}>{label}</Button></Popconfirm>
  );

  if (!b) return <Card loading variant="borderless" />;
  const pendingOrRejected = b.audit_status === AuditStatus.pending || b.audit_status === AuditStatus.rejected;
  // Transfers, stocktakes and unpriced assemblies take no price: their value is the ledger's cost, not 0.00 twice.
  // Check bills (quality) count goods, they do not price them.
  const unpriced = backflushes || !!meta.inspects || meta.store === 'transfer' || meta.type === 'stocktakes' || (meta.stock === 'both' && b.lines.every((l) => new Decimal(l.price || 0).isZero()));
  const progress = progressField(meta, billMetas);
  // Discount columns only on a document whose lines have one.
  const discounted = !unpriced && b.lines.some((l) => l.discount_amount && !new Decimal(l.discount_amount).isZero());
  return (
    <Card variant="borderless" title={`${meta.label[language]} ${b.bill_sn}`}
      extra={(
        <Space wrap>
          <Button onClick={() => go({ mode: 'list' })}>{t('cancel')}</Button>
          {pendingOrRejected && can(`${meta.funPrefix}_edit`) && <Button onClick={() => go({ mode: 'edit', draft: draftOf(b), type: meta.type })}>{t('edit')}</Button>}
          {b.audit_status === AuditStatus.pending && can(`${meta.funPrefix}_audit`) && confirmed(t('confirm.audit'), () => void audit('audit'), t('audit'))}
          {b.audit_status === AuditStatus.approved && can(`${meta.funPrefix}_reverse`) && confirmed(t('confirm.reverse'), () => void audit('reverse'), t('reverse'))}
          {pendingOrRejected && can(`${meta.funPrefix}_void`) && confirmed(t('confirm.void'), () => void audit('void'), t('void'))}
          {b.audit_status !== AuditStatus.approved && can(`${meta.funPrefix}_del`) && confirmed(t('deleteConfirm', { sn: b.bill_sn }), () => void act(() => api.delete(`/bills/${meta.type}/${id}`), () => go({ mode: 'list' })), t('delete'), true)}
          {b.audit_status === AuditStatus.approved && derived.filter(canMake).map((d) => (
            <Button key={d.type} type="primary" onClick={() => go({ mode: 'edit', type: d.type, draft: derivedDraft(b, d, dayjs().format('YYYY-MM-DD')) })}>
              {t('makeFrom', { label: language === 'en-US' ? d.label[language].replace(/^./, (c) => c.toLowerCase()) : d.label[language] })}
            </Button>
          ))}
          <MakeInvoiceButton meta={meta} bill={b} open={(type, draft) => go({ mode: 'edit', type, draft })} />
          <CertifyButton meta={meta} bill={b} onDone={() => void bill.refetch()} />
          <PrintBillButton meta={meta} bill={b} />
          {can(`${meta.funPrefix}_print`) && <ShareBillButton meta={meta} billId={b.id} />}
        </Space>
      )}>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }} items={[
        { key: 'date', label: t('field.bill_date'), children: dayjs(b.bill_date).format('YYYY-MM-DD') },
        ...(meta.partner ? [{ key: 'partner', label: t(`field.${partnerField(meta)}`), children: b.partner_name }] : []),
        ...(meta.store === 'transfer'
          ? [{ key: 'stores', label: `${t('field.out_store_id')} → ${t('field.in_store_id')}`, children: `${b.out_store_name} → ${b.in_store_name}` }]
          : meta.store === 'single' ? [{ key: 'store', label: t('field.store_id'), children: b.store_name }] : []),
        { key: 'status', label: t('field.audit_status'), children: <StatusTag status={b.audit_status} /> },
        ...invoiceItems,
        ...estimateItems,
        ...(invoiced ? [{ key: 'invoice_status', label: ti('invoiceStatus'), children: <InvoiceStatusTag value={b.invoice_status} /> }] : []),
        ...(b.voucher_no ? [{ key: 'voucher', label: tv('voucher'), children: <VoucherLink id={b.voucher_id} no={b.voucher_no} /> }] : []),
        ...(progress ? [{ key: 'progress', label: t(`field.${progress}`), children: <ProgressTag value={b[progress]} field={progress} /> }] : []),
        ...(unpriced ? [] : [{ key: 'total', label: t('field.total_amount'), children: formatAmount(b.total_amount) }]),
        ...(settles(meta) ? [{ key: 'paid', label: t('field.paid_amount'), children: <>{formatAmount(b.paid_amount)} <PayTag value={b.pay_status} /></> }] : []),
        ...(meta.stock === 'out' && b.audit_status === AuditStatus.approved && b.cost_amount !== undefined ? [{ key: 'cost', label: t('field.cost_amount'), children: formatAmount(b.cost_amount) }] : []),
        ...(showsCost && moves.data ? costTotals(meta, moves.data.totals).map((c) => ({ key: c.key, label: t(`cost.${c.key}`), children: <span data-testid={`cost-${c.key}`}>{formatAmount(c.value)}</span> })) : []),
        ...(b.delivery_date ? [{ key: 'delivery', label: t('field.delivery_date'), children: dayjs(b.delivery_date).format('YYYY-MM-DD') }] : []),
        ...(b.department_name ? [{ key: 'department', label: t('field.department_id'), children: b.department_name }] : []),
        ...(b.principal_name ? [{ key: 'principal', label: t('field.principal_id'), children: b.principal_name }] : []),
        ...(b.pay_method ? [{ key: 'pay_method', label: t('field.pay_method'), children: t(`payMethod.${b.pay_method}`, { defaultValue: b.pay_method }) }] : []),
        ...(b.freight && !new Decimal(b.freight).isZero() ? [{ key: 'freight', label: t('field.freight'), children: formatAmount(b.freight) }] : []),
        ...(b.tax_amount && !new Decimal(b.tax_amount).isZero() ? [{ key: 'tax', label: t('field.tax_amount'), children: formatAmount(b.tax_amount) }] : []),
        { key: 'remark', label: t('field.remark'), children: b.remark },
        ...(b.attachments ? [{ key: 'attachments', label: t('field.attachments'), children: <AttachmentsView value={b.attachments} /> }] : []),
      ]} />
      {meta.money ? <MoneyRowsView bill={b} /> : <Table<BillLine>
        rowKey="id"
        size="small"
        bordered
        pagination={false}
        dataSource={b.lines}
        scroll={{ x: 900 }}
        columns={[
          { title: '#', dataIndex: 'line_no', width: 48 },
          ...(meta.invoice ? [{ title: ti('sourceBill'), dataIndex: 'source_bill_sn', width: 180 }] : []),
          ...(roles ? [{ title: t('field_role'), key: 'role', width: 80, render: (_: unknown, l: BillLine) => {
            const role = roles[roleOf(l) as 1 | -1];
            return role ? <Tag color={role === 'made' || role === 'gain' || role === 'received' ? 'green' : 'orange'} data-testid={`role-${role}`}>{t(`role.${role}`)}</Tag> : null;
          } }] : []),
          { title: t('field.code'), dataIndex: 'product_code', width: 140 },
          { title: t('field.product'), dataIndex: 'product_name', width: 220, ellipsis: true },
          { title: t('field.spec'), dataIndex: 'spec', width: 120, ellipsis: true },
          { title: t('field.number'), dataIndex: 'number', width: 110, align: 'right', render: (v: string) => formatAmount(v, 4) },
          { title: t('field.unit'), dataIndex: 'unit_name', width: 70 },
          // Check bills (quality): what of the quantity checked passed and failed.
          ...(meta.inspects ? (['qualified', 'rejected'] as const).map((f) => ({ title: t(`field.${f}`), dataIndex: f, width: 110, align: 'right' as const, render: (v?: string) => <span data-testid={`line-${f}`}>{formatAmount(v ?? '0', 4)}</span> })) : []),
          ...(unpriced ? [] : [
            { title: t('field.price'), dataIndex: 'price', width: 120, align: 'right' as const, render: (v: string) => formatAmount(v, 2) },
            ...(discounted ? [
              { title: t('field.discount_percent'), dataIndex: 'discount_rate', width: 90, align: 'right' as const, render: (v?: string) => (v && !new Decimal(v).isZero() ? `${new Decimal(v).mul(100).toString()}%` : '') },
              { title: t('field.discount_amount'), dataIndex: 'discount_amount', width: 110, align: 'right' as const, render: (v?: string) => (v && !new Decimal(v).isZero() ? formatAmount(v) : '') },
            ] : []),
            { title: t('field.amount'), dataIndex: 'amount', width: 120, align: 'right' as const, render: (v: string) => formatAmount(v) },
          ]),
          ...(meta.invoice ? [{ title: t('field.tax_amount'), dataIndex: 'tax_amount', width: 110, align: 'right' as const, render: (v?: string) => formatAmount(v ?? '0') }] : []),
          ...(invoiced && b.audit_status === AuditStatus.approved ? [
            // One column (quantity / amount) keeps the line table within the card.
            { title: <span title={ti('invoicedHint')}>{ti('invoicedShort')}</span>, key: 'invoiced', width: 140, align: 'right' as const, render: (_: unknown, l: BillLine) => (
              <span><span data-testid="line-invoiced">{formatAmount(l.invoiced_number ?? '0', 4)}</span> / {formatAmount(l.invoiced_amount ?? '0')}</span>
            ) },
          ] : []),
          // What the backflushed components went out at (the ledger's cost, set on approval).
          ...(backflushes ? [{ title: t('cost.amount'), key: 'cost_amount', width: 120, align: 'right' as const, render: (_: unknown, l: BillLine) => (l.direction === -1 && l.cost_amount !== undefined && b.audit_status === AuditStatus.approved ? <span data-testid="line-cost">{formatAmount(l.cost_amount)}</span> : '') }] : []),
          ...(done ? [{ title: t(`doneOf.${done.label}`), dataIndex: done.field, width: 110, align: 'right' as const, render: (v: string) => formatAmount(v, 4) }] : []),
          ...(showsCost ? [
            { title: t('cost.unit'), key: 'unit_cost', width: 120, align: 'right' as const, render: (_: unknown, l: BillLine) => { const c = costs.get(l.id); return c ? formatAmount(c.unit_cost, Math.max(2, new Decimal(c.unit_cost).decimalPlaces())) : ''; } },
            { title: t('cost.amount'), key: 'cost_amount', width: 120, align: 'right' as const, render: (_: unknown, l: BillLine) => { const c = costs.get(l.id); return c ? <span data-testid="line-cost">{formatAmount(c.amount)}</span> : ''; } },
          ] : []),
          ...(refusal || b.lines.some((l) => l.serials?.length) ? [{ title: t('serials.column'), key: 'serials', width: 200, render: (_: unknown, l: BillLine) => (
            <>
              <span data-testid="line-serials">{(l.serials ?? []).join(', ')}</span>
              {refusal?.line === l.line_no && <Typography.Text type="danger" data-testid="line-refusal" style={{ display: 'block' }}>{refusal.message}</Typography.Text>}
            </>
          ) }] : []),
          { title: t('field.line_remark'), dataIndex: 'remark', ellipsis: true },
        ]}
      />}
    </Card>
  );
}
