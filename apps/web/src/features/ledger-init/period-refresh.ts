import { usePeriod, type CurrentPeriod } from '../../app/stores/period.store.ts';
import { api, ApiError, queryClient } from '../../request/index.ts';

/** Re-reads GET /finance/current-period into the top bar after the books start or their start is reversed. */
export async function refreshPeriod(notInitializedInfo: string): Promise<void> {
  try {
    usePeriod.getState().setPeriod(await api.get<CurrentPeriod>('/finance/current-period', undefined, { quiet: [5000] }));
  } catch (e) {
    if (e instanceof ApiError && e.code === 5000) usePeriod.getState().setPeriod({ ...((e.data ?? {}) as Partial<CurrentPeriod>), locked_account: 2, info: e.message || notInitializedInfo });
  }
  await Promise.all(['/finance/opening-balances', '/finance/settings', '/finance/periods'].map((p) => queryClient.invalidateQueries({ queryKey: [p] })));
}
