import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely types of the quality tables (migration 0320, helper quality), merged into DB (schema.ts), and their column
 * words for table-columns.ts (spread there), so the quality block stays one line in each shared file.
 */
type Id = Generated<number>;
type Time = ColumnType<string | number, number, number>;
type Int0 = ColumnType<number, number | undefined, number>;
type Text0 = ColumnType<string, string | undefined, string>;
type Num0 = ColumnType<string, string | undefined, string>;
interface Versioned { create_time: Time; update_time: Time; version: ColumnType<number, never, never> }

export interface QualityProjectTable extends Versioned {
  enterprise_id: number; id: Id; code: Text0; name: string; kind: Int0; unit: Text0; standard: Num0; lower_limit: Num0; upper_limit: Num0;
  method: Text0; remark: Text0;
}
export interface QualitySchemeTable extends Versioned {
  enterprise_id: number; id: Id; code: Text0; name: string; check_kind: Int0; product_id: Int0; category_id: Int0; sampling: Int0;
  sample_value: Num0; status: Int0; remark: Text0;
}
export interface QualitySchemeItemTable extends Versioned { enterprise_id: number; id: Id; scheme_id: number; project_id: number; sort: Int0; remark: Text0 }
export interface QualityProblemTable extends Versioned {
  enterprise_id: number; id: Id; code: Text0; title: string; found_date: ColumnType<string | null, string | null | undefined, string | null>;
  product_id: Int0; partner_id: Int0; severity: Int0; cause: Text0; action: Text0; status: Int0; remark: Text0;
}
/** 0561: a receipt row whose goods wait (are held) for their incoming check, and the warehouse they wait in. */
export interface QualityHoldTable { enterprise_id: number; bill_line_id: number; product_id: number; warehouse_id: number }

export interface QualityTables {
  quality_hold: QualityHoldTable;
  quality_project: QualityProjectTable;
  quality_scheme: QualitySchemeTable;
  quality_scheme_item: QualitySchemeItemTable;
  quality_problem: QualityProblemTable;
}

const stamps = { create_time: 'int8', update_time: 'int8', version: 'int' } as const;
export const qualityTableColumns = {
  quality_hold: { enterprise_id: 'int', bill_line_id: 'int', product_id: 'int', warehouse_id: 'int' },
  quality_project: { enterprise_id: 'int', id: 'int', code: 'text', name: 'text', kind: 'int', unit: 'text', standard: 'numeric', lower_limit: 'numeric',
    upper_limit: 'numeric', method: 'text', remark: 'text', ...stamps },
  quality_scheme: { enterprise_id: 'int', id: 'int', code: 'text', name: 'text', check_kind: 'int', product_id: 'int', category_id: 'int', sampling: 'int',
    sample_value: 'numeric', status: 'int', remark: 'text', ...stamps },
  quality_scheme_item: { enterprise_id: 'int', id: 'int', scheme_id: 'int', project_id: 'int', sort: 'int', remark: 'text', ...stamps },
  quality_problem: { enterprise_id: 'int', id: 'int', code: 'text', title: 'text', found_date: 'date?', product_id: 'int', partner_id: 'int', severity: 'int',
    cause: 'text', action: 'text', status: 'int', remark: 'text', ...stamps },
} as const;
