/**
 * A printable document: a title, header fields, a table of lines and footer fields. Plain data, never HTML, so a
 * print or share page cannot be made to run markup.
 */
export interface PrintDocument {
  /** The enterprise whose document it is, printed above the title. */
  company?: string;
  title: string;
  subtitle?: string;
  fields?: Array<{ label: string; value: string }>;
  table?: {
    columns: Array<{ key: string; title: string; align?: 'left' | 'right' | 'center' }>;
    rows: Array<Record<string, string | number>>;
  };
  footer?: Array<{ label: string; value: string }>;
  /** Signature lines at the bottom (制单, 审核, 经手人, 收货人): a label and a name when known, else a line to sign on. */
  signatures?: Array<{ label: string; value?: string }>;
}

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
