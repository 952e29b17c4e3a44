import { findPage, routePath, type CostAllocation, type CostCollection } from '@zf/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePeriod } from '../../app/stores/period.store.ts';
import { queryClient, useAction, type Action } from '../../request/index.ts';

/** Answers of the production costing routes (API.md "Production"); amounts are 2-dp strings, quantities 4-dp. */
export type {
  CostAllocation as Allocation, CostAllocationRow as AllocationRow, CostCollection as Collection, CostCollectionRow as CostRow, CostTable, CostTableFigures as TableFigures,
  CostTableRow as TableRow, ProductCostTable as ProductTable, ProductCostTableRow as ProductRow, ProductCosting as CostingState,
} from '@zf/shared';
export type Basis = CostAllocation['basis'];
export type Method = CostCollection['method'];

/** Zod-free copies of the contract's productionCostBases and productionCostMethods (costing-api.test.ts holds them equal). */
export const bases: Basis[] = ['hours', 'quantity', 'standard'];
export const methods: Method[] = ['order', 'material', 'equivalent'];
export const voucherHref = (id: number) => `${routePath(findPage('voucherList')!)}?voucher_id=${id}`;

/** The period the pages open on: ?period= (a stock ledger's CBHS- link), else the open accounting period, else this month; the picker changes it. */
export function useCostingPeriod(): [string, (p: string) => void] {
  const open = usePeriod((s) => s.finance_period.fiscal_period);
  const [params] = useSearchParams();
  const linked = params.get('period');
  const [chosen, setChosen] = useState<string | null>(linked && /^\d{4}-\d{2}$/.test(linked) ? linked : null);
  return [chosen ?? (/^\d{4}-\d{2}$/.test(open) ? open : dayjs().format('YYYY-MM')), setChosen];
}

/** After a run or an undo every costing view and the vouchers reload. */
const costingChanged = () =>
  Promise.all(['/production/cost-allocation', '/production/cost-collection', '/production/cost-table', '/production/cost-table/products', '/production/product-costing', '/vouchers']
    .map((k) => queryClient.invalidateQueries({ queryKey: [k] })));

/** One costing action at a time; every costing view and the vouchers reload after it. */
export const useCostingAction = (): Action => useAction(costingChanged);
