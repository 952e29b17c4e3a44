import { findPage, routePath } from '@zf/shared';
import { queryClient } from '../../request/index.ts';

// The fixed-asset API's answer types are the shared contract's (packages/shared contract/asset.contract.ts).

export const voucherHref = (id: number) => `${routePath(findPage('voucherList')!)}?voucher_id=${id}`;

/** After a run, an undo, a disposal or an import: every view of assets and vouchers reloads. */
export const assetsChanged = () =>
  Promise.all(['/fixed-assets/depreciation/preview', '/fixed-assets/depreciation/runs', '/fixed-assets/depreciation-table', '/fixed-assets', '/fixed-assets/init', '/vouchers']
    .map((k) => queryClient.invalidateQueries({ queryKey: [k] })));
