import { findPage, routePath } from '@zf/shared';
import { queryClient } from '../../request/index.ts';

/** Answers of the fixed-asset routes (API.md "Payroll and fixed assets"). Amounts are 2-dp strings. */
export interface DepreciationLine {
  asset_id: number; code: string; name: string; method: string; department_id: number; expense_subject: string; credit_subject: string;
  workload: string; depreciation: string; accumulated: string; net_value: string;
}
export interface DepreciationRun { period: string; voucher_id: number; voucher_no: string; voucher_status: number; total: string; create_time: number }
export interface TableRow { asset_id: number; code: string; name: string; period: string; department_id: number; depreciation: string; accumulated: string; net_value: string; accrued: boolean }
export interface InitSummary {
  start_period: string; cards: number; original: string; accumulated: string; opening_original: string; opening_accumulated: string;
  difference_original: string; difference_accumulated: string; finished: boolean;
}

export const voucherHref = (id: number) => `${routePath(findPage('voucherList')!)}?voucher_id=${id}`;

/** After a run, an undo, a disposal or an import: every view of assets and vouchers reloads. */
export const assetsChanged = () =>
  Promise.all(['/fixed-assets/depreciation/preview', '/fixed-assets/depreciation/runs', '/fixed-assets/depreciation-table', '/fixed-assets', '/fixed-assets/init', '/vouchers']
    .map((k) => queryClient.invalidateQueries({ queryKey: [k] })));
