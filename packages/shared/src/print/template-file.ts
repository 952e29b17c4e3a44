import { z } from 'zod';
import { isPrintKind, PrintLayoutSchema, PrintPaperSchema } from './print-template.ts';

/**
 * The file a print template exports to and imports from (`<name>.zftpl.json`, issue 20): the kind, name, paper and
 * layout, and the logo image itself (base64), so an import into another enterprise prints the same logo.
 */

/** A logo is a PNG or JPG of at most 512 KB: it travels inside every exported template file. */
export const printLogoMaxBytes = 512 * 1024;
export const printLogoTypes = ['image/png', 'image/jpeg'] as const;
export type PrintLogoType = (typeof printLogoTypes)[number];

export const printTemplateFileFormat = 'zf-print-template';
export const printTemplateFileVersion = 1;
/** The name an exported template downloads as. */
export const printTemplateFileName = (name: string) => `${name.replace(/[\\/:*?"<>|]/g, '_')}.zftpl.json`;

export const PrintTemplateFileSchema = z.object({
  format: z.literal(printTemplateFileFormat),
  version: z.literal(printTemplateFileVersion),
  kind: z.string().refine(isPrintKind, 'print.kind'),
  name: z.string().trim().min(1, 'field.required').max(60, 'field.tooLong'),
  paper: PrintPaperSchema,
  layout: PrintLayoutSchema,
  logo: z.object({
    type: z.enum(printLogoTypes),
    data: z.string().max(Math.ceil(printLogoMaxBytes / 3) * 4, 'print.logoTooLarge').regex(/^[A-Za-z0-9+/]*={0,2}$/, 'field.invalid'),
  }).optional(),
});
export type PrintTemplateFile = z.infer<typeof PrintTemplateFileSchema>;

/** Why a file is not an importable template: a message key, and where in the file with the reason (a key) when an element is wrong. */
export interface TemplateFileProblem { key: 'print.file' | 'print.fileVersion' | 'print.kind' | 'print.fileElements'; path?: string; reason?: string }

/**
 * Reads a parsed template file, in the order a person can fix it: is it a template file at all, of a version this
 * system reads, of a known kind, and then each element (the first wrong one, with its path such as layout.columns).
 */
export function readTemplateFile(json: unknown): { file: PrintTemplateFile } | { problem: TemplateFileProblem } {
  const o = (json !== null && typeof json === 'object' && !Array.isArray(json) ? json : {}) as Record<string, unknown>;
  if (o.format !== printTemplateFileFormat) return { problem: { key: 'print.file' } };
  if (o.version !== printTemplateFileVersion) return { problem: { key: 'print.fileVersion' } };
  if (typeof o.kind !== 'string' || !isPrintKind(o.kind)) return { problem: { key: 'print.kind' } };
  const r = PrintTemplateFileSchema.safeParse(json);
  if (r.success) return { file: r.data };
  const issue = r.error.issues[0]!;
  return { problem: { key: 'print.fileElements', path: issue.path.join('.') || '-', reason: issue.message } };
}
