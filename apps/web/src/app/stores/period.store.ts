import type { CurrentPeriod } from '@zf/shared';
import { create } from 'zustand';

/** GET /finance/current-period (SPEC §3 "Period"): the shared contract's answer (a type only: nothing loads at start-up). */
export type { CurrentPeriod };

interface PeriodState extends CurrentPeriod {
  setPeriod(p: Partial<CurrentPeriod>): void;
  reset(): void;
}

const empty: CurrentPeriod = { locked_account: 0, info: '', business_period: { fiscal_period: '-' }, finance_period: { fiscal_period: '-' } };

export const usePeriod = create<PeriodState>((set) => ({
  ...empty,
  setPeriod: (p) =>
    set({
      locked_account: p.locked_account ?? 0,
      info: p.info ?? '',
      business_period: { fiscal_period: p.business_period?.fiscal_period || '-' },
      finance_period: { fiscal_period: p.finance_period?.fiscal_period || '-' },
    }),
  reset: () => set(empty),
}));
