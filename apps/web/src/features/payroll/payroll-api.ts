import { findPage, routePath } from '@zf/shared';

// The payroll API's answer types are the shared contract's (packages/shared contract/payroll.contract.ts).
export const RunStatus = { entered: 1, audited: 2 } as const;
/** wage_item.input: formula items are computed, never typed. */
export const formulaInput = 'formula';

export const voucherHref = (id: number) => `${routePath(findPage('voucherList')!)}?voucher_id=${id}`;
export const payrollPaths = ['/payroll/runs', '/payroll/allocation', '/payroll/report', '/payroll/payment-detail'];
