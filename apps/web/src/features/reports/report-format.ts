import { Decimal, formatAmount, measureKind, type ReportMeasure } from '@zf/shared';

/** A measure's decimal string as the rest of the app shows figures: money 2 places with separators, quantities 4… */
export function formatMeasure(m: ReportMeasure, v: string | null | undefined): string {
  if (v === null || v === undefined || v === '') return '';
  switch (measureKind(m)) {
    case 'amount': return formatAmount(v);
    case 'qty': return formatAmount(v, 4);
    case 'price': return formatAmount(v, Math.max(2, Math.min(6, new Decimal(v).decimalPlaces())));
    case 'count': return formatAmount(v, 0);
    case 'percent': case 'days': return formatAmount(v, 2);
  }
}
