import { Decimal, QualityItemKind, Sampling, Switch, qty, refIdSchema, type BillBodyInput, type Language } from '@zf/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../platform/db/schema.ts';
import { invalidFields } from '../../platform/http/app-error.ts';
import type { AnyMessageKey } from '../../platform/i18n/server-messages.ts';

/**
 * How much of a row's inspected quantity the scheme samples: every unit (the quantity), a fixed count (at most the
 * quantity), or a percentage of the quantity rounded up to a whole unit (at most the quantity). Pure.
 */
export function sampleSize(sampling: number, sampleValue: string, quantity: string): string {
  const n = new Decimal(quantity);
  if (sampling === Sampling.count) return qty(Decimal.min(new Decimal(sampleValue), n));
  if (sampling === Sampling.percent) return qty(Decimal.min(n.mul(sampleValue).div(100).ceil(), n));
  return qty(n);
}

/** Whether a measured value is within its item's limits (limits of 0 and 0 mean none). Pure. */
export function withinLimits(value: string, lower: string, upper: string): boolean {
  if (new Decimal(lower).isZero() && new Decimal(upper).isZero()) return true;
  const v = new Decimal(value);
  return v.gte(lower) && v.lte(upper);
}

/** One recorded result: the row (1-based), the scheme's item, what was measured, and pass / fail (null: not yet recorded). */
const Result = z.object({
  line: z.number().int().positive(), project_id: z.number().int().positive(), code: z.string(), name: z.string(), kind: z.number().int(), unit: z.string(),
  lower_limit: z.string(), upper_limit: z.string(), value: z.string(), passed: z.boolean().nullable(),
});
/**
 * A row's judgement from its item results: pending (an item not recorded yet), passed (every item passed), failed
 * (an item failed and the row rejects some of its quantity) or concession (an item failed and the row is accepted
 * whole on an explicit concession, 让步接收).
 */
export const Judgement = z.enum(['pending', 'passed', 'failed', 'concession']);
export type Judgement = z.infer<typeof Judgement>;
/** A row's scheme, the sample it suggests, and the row's judgement from its item results. */
const Sample = z.object({
  line: z.number().int().positive(), scheme_id: z.number().int(), scheme_name: z.string(), sample_size: z.string(), judgement: Judgement.default('pending'),
});
/**
 * The check bills' ext fields: per-item results and per-row sample sizes, both as `recordResults` made them, and the
 * rows (1-based) accepted whole on a concession although an item failed.
 */
export const CheckResultsExt = z.object({
  results: z.array(Result).default([]), samples: z.array(Sample).default([]), concessions: z.array(z.number().int().positive()).default([]),
});
export type CheckResult = z.infer<typeof Result>;

/** What a client may send per result: the row, the item, and a measured value or pass / fail. */
const ResultInput = z.object({
  line: z.number().int().positive(), project_id: refIdSchema(), value: z.union([z.string(), z.number()]).transform(String).optional(), passed: z.boolean().nullable().optional(),
});

interface SchemeItem { project_id: number; code: string; name: string; kind: number; unit: string; lower_limit: string; upper_limit: string }
interface Scheme { id: number; name: string; sampling: number; sample_value: string; items: SchemeItem[] }

/** The enabled scheme of a check kind for a product: its own scheme first, else its category's (undefined: none). */
async function schemeFor(db: Kysely<DB>, enterpriseId: number, checkKind: number, productId: number): Promise<Scheme | undefined> {
  const product = await db.selectFrom('product').select('category_id').where('enterprise_id', '=', enterpriseId).where('id', '=', productId).executeTakeFirst();
  const categoryId = product?.category_id ?? 0;
  const scheme = await db.selectFrom('quality_scheme').select(['id', 'name', 'sampling', 'sample_value', 'product_id'])
    .where('enterprise_id', '=', enterpriseId).where('check_kind', '=', checkKind).where('status', '=', Switch.on)
    .where((w) => w.or([w('product_id', '=', productId), ...(categoryId ? [w.and([w('product_id', '=', 0), w('category_id', '=', categoryId)])] : [])]))
    .orderBy('product_id', 'desc').orderBy('id').executeTakeFirst();
  if (!scheme) return undefined;
  const items = await db.selectFrom('quality_scheme_item as i').innerJoin('quality_project as p', (j) => j.onRef('p.enterprise_id', '=', 'i.enterprise_id').onRef('p.id', '=', 'i.project_id'))
    .select(['p.id as project_id', 'p.code', 'p.name', 'p.kind', 'p.unit', 'p.lower_limit', 'p.upper_limit'])
    .where('i.enterprise_id', '=', enterpriseId).where('i.scheme_id', '=', scheme.id).orderBy('i.sort').orderBy('i.id').execute();
  return { id: scheme.id, name: scheme.name, sampling: scheme.sampling, sample_value: scheme.sample_value, items: items.map((i) => ({ ...i, lower_limit: qty(i.lower_limit), upper_limit: qty(i.upper_limit) })) };
}

/**
 * A check's ext as saved: for each row, its product's scheme (of `checkKind`) suggests the sample size of the row's
 * quantity, and each of the scheme's items gets a result — what the body sent for it or nothing yet. A measured value
 * must be a number and passes only within its limits (a claimed pass outside them is refused); a pass / fail item
 * takes `passed`. A result naming a row or item the scheme does not have is refused (4220, localized).
 */
export async function recordResults(db: Kysely<DB>, enterpriseId: number, checkKind: number, body: BillBodyInput, lines: BillBodyInput['lines']): Promise<Record<string, unknown>> {
  const ext = body.ext ?? {};
  const sent = z.array(ResultInput).safeParse(ext.results ?? []);
  if (!sent.success) throw invalidFields({ 'ext.results': 'field.invalid' });
  const fields: Record<string, AnyMessageKey> = {};
  const results: CheckResult[] = [];
  const samples: Array<z.infer<typeof Sample>> = [];
  const schemes = new Map<number, Scheme | undefined>();
  for (const [i, l] of lines.entries()) {
    if (!schemes.has(l.product_id)) schemes.set(l.product_id, await schemeFor(db, enterpriseId, checkKind, l.product_id));
    const scheme = schemes.get(l.product_id);
    if (!scheme) continue;
    samples.push({ line: i + 1, scheme_id: scheme.id, scheme_name: scheme.name, sample_size: sampleSize(scheme.sampling, scheme.sample_value, l.number), judgement: 'pending' });
    for (const item of scheme.items) results.push({ line: i + 1, ...item, value: '', passed: null });
  }
  sent.data.forEach((r, i) => {
    const at = results.find((x) => x.line === r.line && x.project_id === r.project_id);
    if (!at) { fields[`ext.results.${i}.project_id`] = 'quality.itemNotInScheme'; return; }
    if (at.kind === QualityItemKind.measured) {
      const value = (r.value ?? '').trim();
      if (!value) return;
      if (!/^-?\d+(\.\d{1,4})?$/.test(value)) { fields[`ext.results.${i}.value`] = 'field.invalid'; return; }
      const passed = withinLimits(value, at.lower_limit, at.upper_limit);
      if (r.passed === true && !passed) { fields[`ext.results.${i}.value`] = 'quality.outOfLimits'; return; }
      Object.assign(at, { value: qty(value), passed });
    } else if (r.passed !== undefined) {
      at.passed = r.passed;
    }
  });
  const concessions = z.array(z.number().int().positive()).safeParse(ext.concessions ?? []);
  if (!concessions.success) throw invalidFields({ 'ext.concessions': 'field.invalid' });
  const conceded = new Set(concessions.data);
  for (const sample of samples) {
    const line = lines[sample.line - 1]!;
    sample.judgement = judge(results.filter((r) => r.line === sample.line), line.rejected ?? '0', conceded.has(sample.line));
    // A failed item forbids calling the whole row qualified unless the row is accepted on a concession.
    if (sample.judgement === 'failed' && new Decimal(line.rejected ?? 0).isZero()) fields[`lines.${sample.line - 1}.rejected`] = 'quality.failedItemQualified';
  }
  if (Object.keys(fields).length) throw invalidFields(fields);
  return { ...ext, results, samples, concessions: samples.filter((s) => s.judgement === 'concession').map((s) => s.line) };
}

/**
 * A row's judgement from its item results (pure): any failed item makes it failed — or concession when the row
 * rejects nothing and was accepted on a concession; else any item not recorded leaves it pending; else passed.
 */
export function judge(results: Array<Pick<CheckResult, 'passed'>>, rejected: string, conceded: boolean): Judgement {
  if (results.some((r) => r.passed === false)) return conceded && new Decimal(rejected).isZero() ? 'concession' : 'failed';
  return results.some((r) => r.passed === null) ? 'pending' : 'passed';
}

const printWords = {
  'zh-CN': { passed: '合格', failed: '不合格', pending: '待检', concession: '让步接收', qualified: '合格', rejected: '不合格', judgement: '判定', sep: '；' },
  'en-US': { passed: 'pass', failed: 'fail', pending: 'pending', concession: 'accepted on concession', qualified: 'qualified', rejected: 'rejected', judgement: 'judgement', sep: '; ' },
} as const;

/**
 * What a printed check bill says in a row's remark (pure): qualified and rejected, each item's value and result, and
 * the row's judgement, e.g. "合格 92.0000，不合格 8.0000；外径 8.0200 mm 合格；判定：不合格". Empty for a bill that is not a
 * check (its ext has no results).
 */
export function checkRowText(ext: unknown, line: number, row: { qualified?: string; rejected?: string }, language: Language): string {
  const parsed = CheckResultsExt.safeParse(ext ?? {});
  if (!parsed.success || !parsed.data.samples.length && !parsed.data.results.length) return '';
  const w = printWords[language];
  const word = (passed: boolean | null) => (passed === null ? w.pending : passed ? w.passed : w.failed);
  const comma = language === 'zh-CN' ? '，' : ', ';
  const parts = [`${w.qualified} ${qty(row.qualified ?? '0')}${comma}${w.rejected} ${qty(row.rejected ?? '0')}`];
  for (const r of parsed.data.results.filter((x) => x.line === line)) {
    parts.push([r.name, r.kind === QualityItemKind.measured && r.value ? `${r.value}${r.unit ? ` ${r.unit}` : ''}` : '', word(r.passed)].filter(Boolean).join(' '));
  }
  const sample = parsed.data.samples.find((s) => s.line === line);
  if (sample) parts.push(`${w.judgement}${language === 'zh-CN' ? '：' : ': '}${w[sample.judgement]}`);
  return parts.join(w.sep);
}
