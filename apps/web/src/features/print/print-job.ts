import { paperMm, templateDocument, type Language, type PrintDocument, type PrintJob } from '@zf/shared';

/** The /print address of a bill printed on a template (its kind's default when none is given). */
export const printJobUrl = (billType: string, id: number, templateId?: number) =>
  `/print?${new URLSearchParams({ bill_type: billType, id: String(id), ...(templateId ? { template_id: String(templateId) } : {}) }).toString()}`;

export const jobDocument = (job: PrintJob, language: Language): PrintDocument => templateDocument(job.template, job.data, language);

/**
 * The CSS that makes the browser print the template's paper exactly: `@page` size and margins, and on screen a
 * sheet of the same width with the margins as padding.
 */
export function paperCss(job: PrintJob): string {
  const [w, h] = paperMm(job.template.paper);
  const m = job.template.paper.margins;
  const margins = `${m.top}mm ${m.right}mm ${m.bottom}mm ${m.left}mm`;
  return `@page { size: ${w}mm ${h}mm; margin: ${margins}; }
@media screen { .zf-doc.zf-doc-job { max-width: ${w}mm; min-height: ${h}mm; padding: ${margins}; box-sizing: border-box; } .zf-print-bar { max-width: ${w}mm; } }`;
}
