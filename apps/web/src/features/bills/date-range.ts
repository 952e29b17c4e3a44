import { checkDateRange, type MessageKey } from '@zf/shared';

/**
 * A list's date filter as the query sends it, or the SPEC §5 message key when the range is reversed or longer than a
 * year (the list shows the message and keeps the last valid filter; the server refuses the same ranges).
 */
export function dateFilter(from?: string, to?: string): { date_from?: string; date_to?: string } | { error: MessageKey } {
  if (!from || !to) return { date_from: from, date_to: to };
  const error = checkDateRange(from, to);
  return error ? { error } : { date_from: from, date_to: to };
}
