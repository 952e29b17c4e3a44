import { Decimal, qty } from '@zf/shared';

/** A product as the product search (GET /products?keyword=) answers it. */
export interface ScannedProduct { id: number; code: string; name: string; barcode?: string; purchase_price?: string; sale_price?: string }

/**
 * The product a scanned code means: an exact barcode match first, then an exact product code (SKU); a keyword search
 * also finds names containing the code, which a scan must never pick.
 */
export function matchScanned(code: string, found: ScannedProduct[]): ScannedProduct | undefined {
  const c = code.trim().toLowerCase();
  if (!c) return undefined;
  return found.find((p) => (p.barcode ?? '').toLowerCase() === c) ?? found.find((p) => p.code.toLowerCase() === c);
}

/** The line fields a scan touches; the editor's own line type carries more. */
export interface ScanLine { product_id?: number; number: string; source_line_id?: number }

/**
 * The rows after a scan: one more of the product on the first row that already has it (not a row tied to a source
 * bill line, whose quantity is the open quantity), otherwise a new row placed before the trailing empty row.
 */
export function addScanned<L extends ScanLine>(lines: L[], product: ScannedProduct, newLine: (product: ScannedProduct) => L): L[] {
  const at = lines.findIndex((l) => l.product_id === product.id && l.source_line_id === undefined);
  if (at >= 0) {
    return lines.map((l, i) => (i === at ? { ...l, number: new Decimal(qty(new Decimal(l.number || '0').add(1))).toString() } : l));
  }
  const line = { ...newLine(product), number: '1' };
  const last = lines.at(-1);
  const emptyTail = last && last.product_id === undefined && !last.number;
  return emptyTail ? [...lines.slice(0, -1), line, last] : [...lines, line];
}
