/** Answers of the production routes (apps/server/src/modules/production/production.routes.ts). */
export interface OrderOption { id: number; bill_sn: string; bill_date: string; product_name: string; quantity: string; status: number }
export interface Progress {
  order: {
    id: number; bill_sn: string; bill_date: string; product_id: number; product_name: string; product_code: string; quantity: string; tolerance: string;
    store_id: number; department_id: number; planned_start: string | null; planned_end: string | null; status: number;
  };
  materials: Array<{ product_id: number; product_name: string; product_code: string; required: string; limit: string; issued: string; supplemented: string; returned: string; net: string; value: string; backflush: boolean; backflushed: string }>;
  steps: Array<{ sequence: number; process_id: number; process_name: string; standard_hours: string; outsourced: number; good: string; scrap: string; hours: string; input: string }>;
  received: string; scrapped: string; material_value: string; received_value: string; wip_value: string;
}
export type DocumentType = 'production-picks' | 'production-supplements' | 'production-returns' | 'work-reports' | 'production-ins';
export const statusKeys: Record<number, string> = { 1: 'status.notStarted', 2: 'status.inProgress', 3: 'status.finished', 4: 'status.closed' };
