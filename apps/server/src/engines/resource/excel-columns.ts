import { enumOption, refNameKey, type FieldDef, type Language, type Resource } from '@zf/shared';

/**
 * The columns of a resource's workbook: ID first (blank when importing new rows, kept on re-import of an export so
 * the row updates its record), then every Excel field. The header row of an export IS the import template.
 */
export interface ExcelColumn {
  key: string;
  field?: FieldDef;
  header: Record<Language, string>;
}

export function excelColumns(r: Resource): ExcelColumn[] {
  return [
    { key: 'id', header: { 'zh-CN': 'ID', 'en-US': 'ID' } },
    ...Object.entries(r.allFields)
      .filter(([, f]) => f.excel)
      .map(([key, field]) => ({ key, field, header: { 'zh-CN': field.label['zh-CN'] + (field.required ? '*' : ''), 'en-US': field.label['en-US'] + (field.required ? '*' : '') } })),
  ];
}

/** Matches a header cell to a column in either language (with or without the required star) or by key. */
export function columnOfHeader(columns: ExcelColumn[], header: string): ExcelColumn | undefined {
  const h = header.trim().replace(/\*$/, '').toLowerCase();
  return columns.find((c) => c.key === h || Object.values(c.header).some((t) => t.replace(/\*$/, '').toLowerCase() === h));
}

const yes = { 'zh-CN': '是', 'en-US': 'Yes' };
const no = { 'zh-CN': '否', 'en-US': 'No' };

/** A record's value as a cell: names for refs, labels for enums and switches, numbers where exact. */
export function toCell(column: ExcelColumn, record: Record<string, unknown>, language: Language): string | number | null {
  const value = record[column.key];
  const f = column.field;
  if (!f) return Number(value);
  switch (f.kind) {
    case 'ref': return String(record[refNameKey(column.key)] ?? '');
    case 'switch': return Number(value) === 1 ? yes[language] : no[language];
    case 'enum': return enumOption(f, value)?.label[language] ?? String(value ?? '');
    case 'integer': case 'sort': return Number(value);
    case 'decimal': {
      const s = String(value ?? '0');
      // A double holds 15 significant digits exactly; longer values stay text so nothing is rounded.
      return s.replace(/[-.]/g, '').replace(/^0+/, '').length <= 15 ? Number(s) : s;
    }
    default: return value == null ? '' : String(value);
  }
}

export type CellValue = string | number | boolean | Date | null | undefined | { text?: string; result?: unknown; richText?: Array<{ text: string }> };

/** A cell as text: exceljs gives numbers, dates, formulas and rich text; imports want what the user sees. */
export function cellText(cell: CellValue): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'object') {
    if ('richText' in cell && cell.richText) return cell.richText.map((p) => p.text).join('');
    if ('result' in cell) return cellText(cell.result as CellValue);
    if ('text' in cell) return String(cell.text ?? '');
    return '';
  }
  return String(cell).trim();
}

/**
 * A cell's text as the value the create/update schema expects; refs are resolved by name by the caller.
 * Switches and enums accept their labels in either language as well as their numbers.
 */
export function fromCell(f: FieldDef, text: string): unknown {
  if (text === '') return undefined;
  switch (f.kind) {
    case 'switch': {
      const t = text.toLowerCase();
      if (['1', '是', 'yes', 'y', 'true'].includes(t)) return 1;
      if (['0', '否', 'no', 'n', 'false'].includes(t)) return 0;
      return text;
    }
    case 'enum': {
      const option = f.options?.find((o) => String(o.value) === text || o.label['zh-CN'] === text || o.label['en-US'].toLowerCase() === text.toLowerCase());
      return option ? option.value : text;
    }
    case 'integer': case 'sort': return /^-?\d+(\.0+)?$/.test(text) ? Number(text) : text;
    default: return text;
  }
}
