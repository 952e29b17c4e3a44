import type { PrintDocument } from '@zf/shared';

/** The printable document (packages/shared print-document.ts): what the print and share pages show. */
export type { PrintDocument };

export const printStorageKey = 'printData';

/** Opens /print in a new tab with the document (the new tab reads it from localStorage). */
export function openPrint(doc: PrintDocument): void {
  localStorage.setItem(printStorageKey, JSON.stringify(doc));
  window.open('/print', '_blank', 'noopener');
}

export function readPrintDocument(): PrintDocument | null {
  try {
    const raw = localStorage.getItem(printStorageKey);
    const doc = raw ? (JSON.parse(raw) as PrintDocument) : null;
    return doc && typeof doc.title === 'string' ? doc : null;
  } catch {
    return null;
  }
}
