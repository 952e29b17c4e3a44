/**
 * A printable document: a title, header fields, a table of lines and footer fields. Plain data, never HTML, so a
 * print or share page cannot be made to run markup. The web's print page and the server's shared links (GET
 * /share/:token) both carry it; a print template (print-template.ts) adds widths, a logo, a code and free text.
 */
export interface PrintDocument {
  /** The enterprise whose document it is, printed above the title. */
  company?: string;
  title: string;
  subtitle?: string;
  /** Header fields; `span` (1-4) is how many of the four header columns a field takes (a template's width). */
  fields?: Array<{ label: string; value: string; span?: number }>;
  table?: {
    /** `width` in % of the table (a template's columns total 100). */
    columns: Array<{ key: string; title: string; align?: 'left' | 'right' | 'center'; width?: number }>;
    rows: Array<Record<string, string | number>>;
  };
  footer?: Array<{ label: string; value: string }>;
  /** Signature lines at the bottom (制单, 审核, 经手人, 收货人): a label and a name when known, else a line to sign on. */
  signatures?: Array<{ label: string; value?: string }>;
  /** An image URL printed left of the title (the company logo). */
  logo?: string;
  /** The logo's printed size in mm (a template's logo element); none = the sheet's default small size. */
  logoSize?: { width: number; height: number };
  /** A barcode (CODE128) or QR code of the bill number, printed at the top right. */
  code?: { kind: 'barcode' | 'qr'; value: string };
  /** Free text above the header fields and under the totals. */
  texts?: { top: string[]; bottom: string[] };
}
