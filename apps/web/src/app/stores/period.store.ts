import { create } from 'zustand';

/** GET /finance/current-period (SPEC §3 "Period"): locked_account 1 shows periods, 2 = not initialized. */
export interface CurrentPeriod {
  locked_account: number;
  info: string;
  business_period: { fiscal_period: string };
  finance_period: { fiscal_period: string };
}

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
