/**
 * Parts of the bill screens that any bill type uses (the screens themselves are features/documents): barcode scan
 * with a beep, list filters by partner and date range, batch review, and the default print template.
 */
export { BarcodeInput } from './BarcodeInput.tsx';
export { addScanned, matchScanned, type ScannedProduct, type ScanLine } from './barcode-scan.ts';
export { BatchAuditButton, type AuditAction } from './BatchAuditButton.tsx';
export { BillFilters, type BillFilterValue } from './BillFilters.tsx';
export { BillLink, billHref } from './BillLink.tsx';
export { billPrintDocument, type PrintableBill } from './bill-print.ts';
export { PrintBillButton } from './PrintBillButton.tsx';
export { beep } from './beep.ts';
export { dateFilter } from './date-range.ts';
