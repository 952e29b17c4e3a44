/**
 * A printable document: a title, header fields, a table of lines and footer fields. Plain data, never HTML, so a
 * print or share page cannot be made to run markup. The web's print page and the server's shared links (GET
 * /share/:token) both carry it.
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
