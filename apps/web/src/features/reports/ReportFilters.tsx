import { billMetas, dimensionTitles, type ReportDefinition, type ReportFilter } from '@zf/shared';
import { DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RefSelect, useLanguage } from '../../engines/resource/index.ts';
import { filterParam, type ReportParams } from './report-drill.ts';

/** The picker of each filter: the resource it lists (partners narrowed to suppliers or customers by the report). */
const pickers: Record<Exclude<ReportFilter, 'bill_type'>, { resource: string; params?: Record<string, string | number>; width: number }> = {
  product: { resource: 'products', width: 200 },
  category: { resource: 'product-categories', width: 160 },
  brand: { resource: 'brands', width: 140 },
  partner: { resource: 'partners', width: 180 },
  salesperson: { resource: 'employees', width: 140 },
  department: { resource: 'departments', width: 150 },
  warehouse: { resource: 'warehouses', params: { subcontracted: 'all' }, width: 150 },
  account: { resource: 'settlement-accounts', width: 160 },
  money_category: { resource: 'expense-categories', width: 160 },
};
const productLabel = (r: Record<string, unknown>) => `${String(r.code ?? '')} ${String(r.name ?? '')}`.trim();

/** Dates (a range, or the "as of" day of balance reports), the group-by and one picker per filter of the report. */
export function ReportFilters({ def, value, onChange }: { def: ReportDefinition; value: ReportParams; onChange: (v: ReportParams) => void }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const setFilter = (param: string, v: number | string | undefined) => {
    const filters = { ...value.filters };
    if (v === undefined || v === null || v === '') delete filters[param];
    else filters[param] = v;
    onChange({ ...value, filters });
  };
  const partnerType = def.name === 'purchase' ? 2 : def.name.startsWith('sale') || def.name.startsWith('gross') ? 1 : undefined;
  return (
    <>
      {def.dates === 'asOf'
        ? <DatePicker allowClear={false} value={dayjs(value.date_to)} data-testid="report-as-of"
          onChange={(d: Dayjs | null) => d && onChange({ ...value, date_to: d.format('YYYY-MM-DD'), date_from: d.startOf('month').format('YYYY-MM-DD') })} />
        : <DatePicker.RangePicker allowClear={false} value={[dayjs(value.date_from), dayjs(value.date_to)]} data-testid="report-dates"
          onChange={(r) => r?.[0] && r[1] && onChange({ ...value, date_from: r[0].format('YYYY-MM-DD'), date_to: r[1].format('YYYY-MM-DD') })} />}
      <Select style={{ minWidth: 170 }} popupMatchSelectWidth={false} value={value.group_by} data-testid="report-group-by" prefix={t('groupBy')} aria-label={t('groupBy')}
        options={def.dimensions.map((d) => ({ value: d, label: dimensionTitles[d][language] }))}
        onChange={(group_by) => onChange({ ...value, group_by })} />
      {def.filters.map((f) => {
        const param = filterParam(f);
        const placeholder = f === 'partner' && partnerType ? t(partnerType === 2 ? 'supplier' : 'customer') : dimensionTitles[f][language];
        if (f === 'bill_type') {
          return <Select key={f} allowClear style={{ width: 150 }} placeholder={placeholder} value={value.filters[param] as string | undefined}
            onChange={(v?: string) => setFilter(param, v)} options={billMetas.filter((m) => !m.money).map((m) => ({ value: m.type, label: m.label[language] }))} />;
        }
        const p = pickers[f];
        return <RefSelect key={f} resource={p.resource} params={f === 'partner' && partnerType ? { type: partnerType } : p.params} allowClear style={{ width: p.width }}
          placeholder={placeholder} value={value.filters[param] as number | undefined} optionLabel={f === 'product' ? productLabel : undefined}
          onChange={(v) => setFilter(param, v)} id={`report-filter-${f}`} />;
      })}
    </>
  );
}
