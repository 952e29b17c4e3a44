import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { findPage, formatAmount, routePath, type BookSubject, type ListOf } from '@zf/shared';
import { Button, DatePicker, Select, Space, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Auth } from '../../engines/permission/Auth.tsx';
import { api, downloadXlsx, useApiQuery } from '../../request/index.ts';
import { openPrint, type PrintDocument } from '../print/print-document.ts';

export interface BookRange { period_from: string; period_to: string; include_unposted: 0 | 1 }

/** Amount cells as printed ledgers show them: thousands separators, blank for zero, red for negative. */
export function Money({ value, strong }: { value: string | null | undefined; strong?: boolean }) {
  if (value === null || value === undefined || value === '' || Number(value) === 0) return null;
  const text = formatAmount(value);
  return <Typography.Text strong={strong} type={Number(value) < 0 ? 'danger' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>{text}</Typography.Text>;
}

/** This year from January to this month, with unposted vouchers. */
export function defaultRange(search: URLSearchParams): BookRange {
  const now = dayjs();
  return {
    period_from: search.get('period_from') ?? now.format('YYYY-01'),
    period_to: search.get('period_to') ?? now.format('YYYY-MM'),
    include_unposted: search.get('include_unposted') === '0' ? 0 : 1,
  };
}

/** Period range (months) and the include-unposted switch. */
export function RangeFilter({ range, onChange }: { range: BookRange; onChange(r: BookRange): void }) {
  const { t } = useTranslation('ledger-books');
  return (
    <Space wrap>
      <DatePicker.RangePicker picker="month" allowClear={false} data-testid="book-periods"
        value={[dayjs(`${range.period_from}-01`), dayjs(`${range.period_to}-01`)]}
        onChange={(v) => v?.[0] && v[1] && onChange({ ...range, period_from: v[0].format('YYYY-MM'), period_to: v[1].format('YYYY-MM') })} />
      <Space size={4}>
        <Switch size="small" checked={range.include_unposted === 1} data-testid="book-unposted"
          onChange={(on) => onChange({ ...range, include_unposted: on ? 1 : 0 })} />
        <Typography.Text>{t('includeUnposted')}</Typography.Text>
      </Space>
    </Space>
  );
}

export const useBookSubjects = () => useApiQuery<ListOf<BookSubject>>('/ledger/subjects', undefined, { staleTime: 60_000 });

/** Account picker by code or name (all accounts, parents included: a parent's book includes its sub-accounts). */
export function SubjectPicker({ value, onChange, allowClear, filter, placeholder }: {
  value?: string; onChange(v?: string): void; allowClear?: boolean; filter?: (s: BookSubject) => boolean; placeholder?: string;
}) {
  const subjects = useBookSubjects();
  const list = (subjects.data?.list ?? []).filter((s) => !filter || filter(s));
  return (
    <Select showSearch allowClear={allowClear} style={{ width: 260 }} value={value} placeholder={placeholder} data-testid="book-subject"
      onChange={(v?: string) => onChange(v)} optionFilterProp="label"
      options={list.map((s) => ({ value: s.code, label: `${s.code} ${s.name}` }))} />
  );
}

/** Print (the server's document) and Excel export of a book, each behind its page's function. */
export function BookActions({ page, prefix, path, query, name }: { page: string; prefix: string; path: string; query: Record<string, unknown>; name: string }) {
  const { t } = useTranslation('ledger-books');
  const print = async () => openPrint(await api.get<PrintDocument>(`${path}/print`, query));
  const exportFile = () => downloadXlsx(`${path}/export`, query, `${name}-${String(query.period_from)}-${String(query.period_to)}`);
  return (
    <Space>
      <Auth page={page} code={`${prefix}_print`}>
        <Button icon={<PrinterOutlined />} onClick={() => void print().catch(() => undefined)} data-testid="book-print">{t('print')}</Button>
      </Auth>
      <Auth page={page} code={`${prefix}_export`}>
        <Button icon={<DownloadOutlined />} onClick={() => void exportFile().catch(() => undefined)} data-testid="book-export">{t('export')}</Button>
      </Auth>
    </Space>
  );
}

const pageHref = (name: string, params: Record<string, string | number | undefined>) => {
  const page = findPage(name);
  const search = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
  return page ? `${routePath(page)}?${search.toString()}` : undefined;
};
/** The voucher screen opened on one voucher (contract between the GL helpers: voucherList?voucher_id=N). */
export const voucherHref = (id: number) => pageHref('voucherList', { voucher_id: id });
export const detailHref = (params: Record<string, string | number | undefined>) => pageHref('ledgerItem', params);
export const generalHref = (params: Record<string, string | number | undefined>) => pageHref('generalLedgerBook', params);

/**
 * Screen state that a link can set through the query string (drill-down from another book): read from the URL when
 * the screen opens and whenever a link changes the query (the tab stays alive), otherwise changed by the filters.
 */
export function useUrlState<T>(read: (search: URLSearchParams) => T): [T, (value: T) => void] {
  const search = useLocation().search;
  const [state, setState] = useState(() => ({ search, value: read(new URLSearchParams(search)) }));
  const set = useCallback((value: T) => setState((s) => ({ ...s, value })), []);
  if (search !== state.search) {
    const next = { search, value: search ? read(new URLSearchParams(search)) : state.value };
    setState(next);
    return [next.value, set];
  }
  return [state.value, set];
}
