import type { ResourceRecord } from '../../engines/resource/resource-api.ts';

/** Shelf codes repeat across warehouses (A-01-01 in each): a shelf reads as "warehouse / shelf". */
export const shelfLabel = (warehouse: unknown, shelf: unknown): string => [warehouse, shelf].filter((x) => x !== undefined && x !== null && x !== '').join(' / ');

/** A shelf record in a select. */
export const shelfOption = (r: ResourceRecord): string => shelfLabel(r.warehouse_name, r.name);
