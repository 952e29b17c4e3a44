import { findPage, routePath } from '@zf/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePeriod } from '../../app/stores/period.store.ts';
import { queryClient, useAction, type Action } from '../../request/index.ts';

/** Answers of the production costing routes (API.md "Production"); amounts are 2-dp strings, quantities 4-dp. */
export type Basis = 'hours' | 'quantity' | 'standard';
export type Method = 'order' | 'material' | 'equivalent';
export interface AllocationRow { order_id: number; bill_sn: string; product_name: string; base: string; piece_wage: string; labour: string; overhead: string }
export interface Allocation {
  period: string; basis: Basis; allocated: boolean; voucher_id: number | null; voucher_no: string; labour_pool: string; piece_wages: string; allocated_labour: string;
  overhead_pool: string; base_total: string; list: AllocationRow[];
}
export interface Items { material: string; labour: string; overhead: string; outsourcing: string; total: string }
export interface CostRow {
  order_id: number; bill_sn: string; product_id: number; product_name: string; product_code: string; quantity: string; status: number; received: string; wip_qty: string;
  completion: string; equivalent_units: string; opening: Items; current: Items; completed: Items; wip: Items; provisional: string; difference: string; costed: boolean; unit_cost: string;
}
export interface Collection { period: string; method: Method; costed: boolean; list: CostRow[]; totals: { opening: Items; current: Items; completed: Items; wip: Items; difference: string } }
export interface CostingState { period: string; costed: boolean; method: Method; difference: string; voucher_id: number | null; voucher_no: string; allocated: boolean }
/** The money columns of both cost tables, and their totals row. */
export interface TableFigures { opening_wip: string; material: string; labour: string; overhead: string; outsourcing: string; completed_value: string; wip_value: string }
export interface TableRow extends TableFigures {
  order_id: number; bill_sn: string; product_name: string; quantity: string; status: number; received: string; unit_cost: string; costed: boolean;
}
export interface CostTable { period: string; list: TableRow[]; total: TableFigures }
/** 品种法: one row per product, its orders of the period summed. */
export interface ProductRow extends TableFigures { product_id: number; product_code: string; product_name: string; orders: number; received: string; unit_cost: string }
export interface ProductTable { period: string; list: ProductRow[]; total: TableFigures }

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
