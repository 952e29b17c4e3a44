import type { PrintLayout, PrintPaper } from '@zf/shared';
import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the print templates and print settings (migration 0410, modules/printing); columns in `printTableColumns`. */
type Json<T> = ColumnType<T, string, string>;
type Time = ColumnType<string | number, number, number>;

export interface PrintTemplateTable {
  enterprise_id: number; id: Generated<number>; kind: string; name: string; is_default: ColumnType<boolean, boolean | undefined, boolean>;
  paper: Json<PrintPaper>; layout: Json<PrintLayout>; create_time: Time; update_time: Time; version: ColumnType<number, never, never>;
}
export interface PrintSettingTable {
  enterprise_id: number; paper: Json<PrintPaper>; copies: ColumnType<number, number | undefined, number>; printers: ColumnType<string[], string | undefined, string>; update_time: Time;
}
export interface PrintTables { print_template: PrintTemplateTable; print_setting: PrintSettingTable }

export const printTableColumns = {
  print_template: { enterprise_id: 'int', id: 'int', kind: 'text', name: 'text', is_default: 'bool', paper: 'json', layout: 'json', create_time: 'int8', update_time: 'int8', version: 'int' },
  print_setting: { enterprise_id: 'int', paper: 'json', copies: 'int', printers: 'json', update_time: 'int8' },
} as const;
