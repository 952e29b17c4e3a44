import { enumOption, fixedAssetResource, formatAmount, type AssetCard as Card } from '@zf/shared';
import { Button, Modal, Spin } from 'antd';
import dayjs from 'dayjs';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../engines/resource/labels.ts';
import { useApiQuery } from '../../request/index.ts';

/** Print styles of the card: a bordered form of two label/value pairs a row, then the two tables; A4 portrait. */
const printCss = `
  @page { size: A4 portrait; margin: 12mm; }
  body { font: 12px/1.5 "Noto Sans CJK SC", "Microsoft YaHei", sans-serif; color: #000; }
  h1 { text-align: center; font-size: 18px; letter-spacing: 4px; margin: 0 0 8px; }
  h2 { font-size: 13px; margin: 12px 0 4px; }
  table { width: 100%; border-collapse: collapse; }
  th, td { border: 1px solid #333; padding: 3px 6px; }
  th { background: #f2f2f2; font-weight: 600; text-align: left; white-space: nowrap; }
  td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
  .foot { margin-top: 8px; text-align: right; color: #555; }
`;

/**
 * 打印卡片 (assetList, right asset_print): the card as an accountant files it — fields, residual and net value, the
 * depreciation booked month by month with its voucher, the changes — shown in a dialog and printed on its own page.
 */
export function AssetCardPrint({ id, open, onClose }: { id: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('assets');
  const language = useLanguage();
  const card = useApiQuery<Card>(`/fixed-assets/${id}/card`, undefined, { enabled: open, staleTime: 0 });
  const sheet = useRef<HTMLDivElement>(null);
  const c = card.data;
  const label = (field: 'method' | 'usage' | 'status', v: unknown) => enumOption(fixedAssetResource.fields[field], v)?.label[language] ?? String(v ?? '');

  const print = () => {
    const w = window.open('', '_blank', 'width=900,height=1000');
    if (!w || !sheet.current) return;
    w.document.write(`<!doctype html><html><head><meta charset="utf-8"><title>${t('card.title')} ${c?.code ?? ''}</title><style>${printCss}</style></head><body>${sheet.current.innerHTML}</body></html>`);
    w.document.close();
    w.focus();
    w.print();
  };
  const pairs: Array<[string, string | number]> = c ? [
    [t('card.code'), c.code], [t('card.name'), c.name], [t('card.category'), c.category_name], [t('card.department'), c.department_name],
    [t('card.location'), c.location], [t('card.startDate'), c.start_date], [t('card.method'), label('method', c.method)], [t('card.usage'), label('usage', c.usage)],
    [t('card.life'), c.life_months], [t('card.residualRate'), c.residual_rate], [t('card.originalValue'), formatAmount(c.original_value)],
    [t('card.residualValue'), formatAmount(c.residual_value)], [t('card.openingAccumulated'), formatAmount(c.accumulated_depreciation)],
    [t('card.monthsBooked'), c.months_booked], [t('card.accumulated'), formatAmount(c.accumulated)], [t('card.netValue'), formatAmount(c.net_value)],
    [t('card.status'), label('status', c.status)], [t('card.disposeDate'), c.dispose_date ?? ''],
  ] : [];
  const rows = [];
  for (let i = 0; i < pairs.length; i += 2) rows.push(pairs.slice(i, i + 2));
  return (
    <Modal open={open} onCancel={onClose} width={820} title={t('card.title')} destroyOnHidden
      footer={<Button type="primary" disabled={!c} onClick={print} data-testid="asset-card-print">{t('card.print')}</Button>}>
      {!c ? <Spin /> : (
        <div ref={sheet} data-testid="asset-card" className="asset-card-sheet">
          <style>{`.asset-card-sheet table { width: 100%; border-collapse: collapse; margin-bottom: 8px; }
            .asset-card-sheet th, .asset-card-sheet td { border: 1px solid #d9d9d9; padding: 3px 6px; }
            .asset-card-sheet th { background: #fafafa; font-weight: 600; text-align: left; white-space: nowrap; }
            .asset-card-sheet .n { text-align: right; font-variant-numeric: tabular-nums; }
            .asset-card-sheet h1 { text-align: center; font-size: 18px; margin: 0 0 8px; } .asset-card-sheet h2 { font-size: 13px; margin: 10px 0 4px; }`}</style>
          <h1>{t('card.title')}</h1>
          <table>
            <tbody>
              {rows.map((r) => (
                <tr key={r[0]![0]}>{r.map(([k, v]) => [<th key={`${k}-k`}>{k}</th>, <td key={`${k}-v`}>{v}</td>])}</tr>
              ))}
            </tbody>
          </table>
          <h2>{t('card.history')}</h2>
          <table data-testid="asset-card-history">
            <thead><tr>{['period', 'department', 'expenseSubject', 'depreciation', 'accumulated', 'netValue', 'voucher'].map((k) => <th key={k} className={['depreciation', 'accumulated', 'netValue'].includes(k) ? 'n' : ''}>{t(`card.${k}`)}</th>)}</tr></thead>
            <tbody>
              {c.history.length ? c.history.map((h) => (
                <tr key={h.period}>
                  <td>{h.period}</td><td>{h.department_name}</td><td>{h.expense_subject}</td><td className="n">{formatAmount(h.depreciation)}</td>
                  <td className="n">{formatAmount(h.accumulated)}</td><td className="n">{formatAmount(h.net_value)}</td><td>{h.voucher_no}</td>
                </tr>
              )) : <tr><td colSpan={7}>{t('card.none')}</td></tr>}
            </tbody>
          </table>
          <h2>{t('card.changes')}</h2>
          <table data-testid="asset-card-changes">
            <thead><tr>{['changeDate', 'kind', 'from', 'to', 'amount', 'voucher'].map((k) => <th key={k} className={k === 'amount' ? 'n' : ''}>{t(`card.${k}`)}</th>)}</tr></thead>
            <tbody>
              {c.changes.length ? c.changes.map((h, i) => (
                <tr key={i}>
                  <td>{h.change_date}</td><td>{t(`card.kinds.${h.kind}`, { defaultValue: h.kind })}</td><td>{h.from_department_name}</td><td>{h.to_department_name}</td>
                  <td className="n">{formatAmount(h.amount)}</td><td>{h.voucher_no}</td>
                </tr>
              )) : <tr><td colSpan={6}>{t('card.none')}</td></tr>}
            </tbody>
          </table>
          <div className="foot" style={{ textAlign: 'right', color: '#888' }}>{t('card.printedAt')} {dayjs().format('YYYY-MM-DD HH:mm')}</div>
        </div>
      )}
    </Modal>
  );
}
