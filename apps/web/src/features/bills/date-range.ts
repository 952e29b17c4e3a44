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

/**
 * The dates a link into a list names (`?date_from=&date_to=`, e.g. from a dashboard card), when they make a valid
 * range; otherwise none, and the list opens unfiltered.
 */
export function linkedDates(search: URLSearchParams): { date_from?: string; date_to?: string } {
  const from = search.get('date_from') ?? undefined;
  const to = search.get('date_to') ?? undefined;
  if (!from || !to || !/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return {};
  const f = dateFilter(from, to);
  return 'error' in f ? {} : f;
}
