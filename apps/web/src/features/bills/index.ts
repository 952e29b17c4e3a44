/**
 * Parts of the bill screens that any bill type uses (the screens themselves are features/documents): barcode scan
 * with a beep, list filters by partner and date range, batch review, printing (the template is packages/shared print/bill-print.ts) and
 * sharing a bill as a read-only link.
 */
export { BarcodeInput } from './BarcodeInput.tsx';
export { addScanned, matchScanned, type ScannedProduct, type ScanLine } from './barcode-scan.ts';
export { BatchAuditButton, type AuditAction } from './BatchAuditButton.tsx';
export { BillFilters, type BillFilterValue } from './BillFilters.tsx';
export { BillLink, billHref } from './BillLink.tsx';
export { PrintBillButton } from './PrintBillButton.tsx';
export { ShareBillButton } from './ShareBillButton.tsx';
export { beep } from './beep.ts';
export { dateFilter, linkedDates } from './date-range.ts';
