import type { BillMeta } from '@zf/shared';
import { App, DatePicker, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '../../engines/resource/index.ts';
import { validationMessage } from '../../i18n/index.ts';
import { dateFilter } from './date-range.ts';

export interface BillFilterValue { partner_id?: number; date_from?: string; date_to?: string }

/**
 * The partner and date filters of a bill list: the partner select offers the meta's kind (suppliers on purchase
 * bills, customers on sales bills); a reversed range or one longer than a year is refused with the SPEC §5 message
 * and the list keeps its last valid dates.
 */
export function BillFilters({ meta, value, onChange }: { meta: BillMeta; value: BillFilterValue; onChange: (v: BillFilterValue) => void }) {
  const { t } = useTranslation('bills');
  const { message } = App.useApp();
  const partnerType = meta.partner === 'supplier' ? 2 : meta.partner === 'customer' ? 1 : undefined;
  const setDates = (range: [Dayjs | null, Dayjs | null] | null) => {
    const f = dateFilter(range?.[0]?.format('YYYY-MM-DD'), range?.[1]?.format('YYYY-MM-DD'));
    if ('error' in f) return void message.error(validationMessage(f.error));
    onChange({ ...value, ...f });
  };
  return (
    <Space wrap>
      {meta.partner && (
        <RefSelect resource="partners" params={partnerType ? { type: partnerType } : undefined} allowClear style={{ width: 200 }}
          placeholder={t(`partner.${meta.partner}`)} value={value.partner_id} onChange={(v) => onChange({ ...value, partner_id: v })} id="bill-filter-partner" />
      )}
      <DatePicker.RangePicker aria-label={t('dateRange')} onChange={setDates} data-testid="bill-filter-dates"
        value={value.date_from && value.date_to ? [dayjs(value.date_from), dayjs(value.date_to)] : null} />
    </Space>
  );
}
