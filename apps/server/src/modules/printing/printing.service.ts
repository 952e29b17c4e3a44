import {
  amountInWords, billMetaOf, builtinPrintTemplate, defaultPrintSettings, printTemplateFileFormat, printTemplateFileVersion, type Language, type PrintBillData,
  type PrintLayout, type PrintPaper, type PrintSettings, type PrintTemplate, type PrintTemplateFile,
} from '@zf/shared';
import type { Kysely } from 'kysely';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { stripFields } from '../../platform/permissions/answer-columns.ts';
import { checkRowText } from '../quality/index.ts';
import { namedBill } from '../../engines/bill/bill-document.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import { voucherDetail, type VoucherDetailRow } from '../ledger/index.ts';
import { embeddedLogo, importedLogoUrl } from './print-logo.ts';

export interface TemplateInput { id?: number; kind: string; name: string; is_default: boolean; paper: PrintPaper; layout: PrintLayout }

const columns = ['id', 'kind', 'name', 'is_default', 'paper', 'layout'] as const;
const uniqueName = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (e) {
    if ((e as { code?: string }).code === '23505') throw conflict('print.nameTaken');
    throw e;
  }
};

/**
 * The enterprise's templates (of one kind). A kind without a default of the enterprise's answers its built-in
 * template first, as the default (the seeded 送货单(无价格) is never the default on its own).
 */
export async function listTemplates(db: Kysely<DB>, enterpriseId: number, kind?: string): Promise<PrintTemplate[]> {
  let q = db.selectFrom('print_template').select(columns).where('enterprise_id', '=', enterpriseId);
  if (kind) q = q.where('kind', '=', kind);
  const rows = await q.orderBy('kind').orderBy('id').execute();
  return !kind || rows.some((r) => r.is_default) ? rows : [builtinPrintTemplate(kind), ...rows];
}

async function templateRow(db: Kysely<DB>, enterpriseId: number, id: number): Promise<PrintTemplate> {
  const row = await db.selectFrom('print_template').select(columns).where('enterprise_id', '=', enterpriseId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * Creates a template, or updates one when `id` is given. At most one default per kind: a template saved as default
 * takes it over, and the first template of a kind is its default.
 */
export async function saveTemplate(db: Kysely<DB>, enterpriseId: number, input: TemplateInput): Promise<PrintTemplate> {
  return db.transaction().execute(async (tx) => {
    if (input.id) await templateRow(tx, enterpriseId, input.id);
    const others = await tx.selectFrom('print_template').select(['id', 'is_default']).where('enterprise_id', '=', enterpriseId).where('kind', '=', input.kind)
      .$if(Boolean(input.id), (q) => q.where('id', '!=', input.id!)).execute();
    const isDefault = input.is_default || !others.some((o) => o.is_default);
    if (isDefault && others.some((o) => o.is_default)) {
      await tx.updateTable('print_template').set({ is_default: false, update_time: nowSeconds() }).where('enterprise_id', '=', enterpriseId).where('kind', '=', input.kind).where('is_default', '=', true).execute();
    }
    const values = { kind: input.kind, name: input.name, is_default: isDefault, paper: JSON.stringify(input.paper), layout: JSON.stringify(input.layout), update_time: nowSeconds() };
    const id = await uniqueName(async () => input.id
      ? (await tx.updateTable('print_template').set(values).where('enterprise_id', '=', enterpriseId).where('id', '=', input.id).execute(), input.id)
      : (await tx.insertInto('print_template').values({ ...values, enterprise_id: enterpriseId, create_time: nowSeconds() }).returning('id').executeTakeFirstOrThrow()).id);
    return templateRow(tx, enterpriseId, id);
  });
}

export async function deleteTemplate(db: Kysely<DB>, enterpriseId: number, id: number): Promise<void> {
  // Deleting the default leaves the kind on its built-in template: handing the default to another template could
  // make every sale bill print on the delivery note without prices.
  const gone = await db.deleteFrom('print_template').where('enterprise_id', '=', enterpriseId).where('id', '=', id).returning('id').executeTakeFirst();
  if (!gone) throw notFound();
}

/** A free name like `name`: the name itself, else "name (2)", "name (3)"… */
async function freeName(db: Kysely<DB>, enterpriseId: number, kind: string, name: string): Promise<string> {
  const taken = new Set((await db.selectFrom('print_template').select('name').where('enterprise_id', '=', enterpriseId).where('kind', '=', kind).execute()).map((r) => r.name));
  if (!taken.has(name)) return name;
  for (let n = 2; ; n += 1) if (!taken.has(`${name} (${n})`)) return `${name} (${n})`;
}

/** A copy of a template under a free name, not the default. */
export async function copyTemplate(db: Kysely<DB>, enterpriseId: number, id: number): Promise<PrintTemplate> {
  const t = await templateRow(db, enterpriseId, id);
  return saveTemplate(db, enterpriseId, { kind: t.kind, name: await freeName(db, enterpriseId, t.kind, t.name), is_default: false, paper: t.paper, layout: t.layout });
}

/** A template as its file: kind, name, paper, layout and the logo image itself, so another enterprise prints the same. */
export async function exportTemplate(db: Kysely<DB>, files: FileStorage, enterpriseId: number, id: number): Promise<PrintTemplateFile> {
  const t = await templateRow(db, enterpriseId, id);
  const logo = await embeddedLogo(files, t.layout.logo);
  return { format: printTemplateFileFormat, version: printTemplateFileVersion, kind: t.kind, name: t.name, paper: t.paper, layout: t.layout, ...(logo ? { logo } : {}) };
}

/**
 * An exported file as a new template of this enterprise, never over an existing one: a free name ("name (2)" when
 * taken), not the default; its logo stored anew under this enterprise's template.
 */
export async function importTemplate(db: Kysely<DB>, files: FileStorage, enterpriseId: number, file: PrintTemplateFile): Promise<PrintTemplate> {
  const layout = { ...file.layout, logo: { ...file.layout.logo, url: await importedLogoUrl(files, file) } };
  return saveTemplate(db, enterpriseId, { kind: file.kind, name: await freeName(db, enterpriseId, file.kind, file.name), is_default: false, paper: file.paper, layout });
}

export async function printSettings(db: Kysely<DB>, enterpriseId: number): Promise<PrintSettings> {
  const row = await db.selectFrom('print_setting').select(['paper', 'copies', 'printers']).where('enterprise_id', '=', enterpriseId).executeTakeFirst();
  return row ?? defaultPrintSettings;
}

export async function savePrintSettings(db: Kysely<DB>, enterpriseId: number, s: PrintSettings): Promise<PrintSettings> {
  const values = { paper: JSON.stringify(s.paper), copies: s.copies, printers: JSON.stringify(s.printers), update_time: nowSeconds() };
  await db.insertInto('print_setting').values({ enterprise_id: enterpriseId, ...values }).onConflict((oc) => oc.column('enterprise_id').doUpdateSet(values)).execute();
  return printSettings(db, enterpriseId);
}

/** The template a print job uses: the one asked for (of the bill's kind), else the kind's default, else the built-in one. */
export async function templateFor(db: Kysely<DB>, enterpriseId: number, kind: string, templateId?: number): Promise<PrintTemplate> {
  if (templateId) {
    const t = await templateRow(db, enterpriseId, templateId);
    if (t.kind !== kind) throw notFound();
    return t;
  }
  const list = await listTemplates(db, enterpriseId, kind);
  return list.find((t) => t.is_default) ?? list[0]!;
}

/** The company name a document prints at its top: the organisation's or the alias, else the enterprise's name. */
async function companyOf(db: Kysely<DB>, enterpriseId: number): Promise<string> {
  const ent = await db.selectFrom('enterprise').select(['name', 'type', 'org_name', 'alias_name']).where('id', '=', enterpriseId).executeTakeFirst();
  return (ent?.type === 1 ? ent.org_name : ent?.type === 2 ? ent.alias_name : '') || ent?.name || '';
}

/** An invoice's number, code and date from its ext (InvoiceExt); nothing for other bills. */
function invoiceFields(ext: unknown): Pick<PrintBillData, 'invoice_no' | 'invoice_code' | 'invoice_date'> {
  const x = (ext ?? {}) as Record<string, unknown>;
  if (typeof x.invoice_no !== 'string') return {};
  return { invoice_no: x.invoice_no, invoice_code: String(x.invoice_code ?? ''), invoice_date: String(x.invoice_date ?? '') };
}

/**
 * A voucher as a template prints it (kind 'voucher'): 记-0001 and the date in the bill's places, the debit total as the
 * amount (in capitals too), attachments, maker, auditor and poster; a line's account with its auxiliary names.
 */
export async function voucherPrintData(db: Kysely<DB>, enterpriseId: number, id: number, language: Language) {
  const [v, company] = await Promise.all([voucherDetail(db, enterpriseId, id, language), companyOf(db, enterpriseId)]);
  const aux = (l: VoucherDetailRow['lines'][number]) => [l.partner_name, l.department_name, l.employee_name, l.project_name, l.product_name].filter(Boolean).join(' / ');
  return {
    bill_type: 'voucher', bill_sn: v.voucher_no, bill_date: String(v.voucher_date), remark: v.remark ?? '', partner_name: '', store_name: '', out_store_name: '', in_store_name: '', total_number: '0', total_amount: String(v.total_debit),
    audit_status: 0, principal_name: '', department_name: '', company, maker_name: v.maker_name, auditor_name: v.auditor_name, poster_name: v.poster_name,
    attachments: v.attachments, amount_in_words: amountInWords(String(v.total_debit)), lines: [], money_lines: [],
    voucher_lines: v.lines.map((l) => ({ summary: l.summary, subject: `${l.subject_code} ${l.subject_name}${aux(l) ? ` — ${aux(l)}` : ''}`, debit: String(l.debit), credit: String(l.credit) })),
  } satisfies PrintBillData;
}

/**
 * A bill as a template prints it: the bill with its names, the company, maker and auditor, the amount in capitals.
 * `hidden` are the answer fields the reader's column rights hide on the bill's pages (prices, amounts, tax, the
 * partner): they are left out here, where the job is built, and the capitals with the amount — so no template and
 * no page can print them.
 */
export async function printData(db: Kysely<DB>, enterpriseId: number, type: string, id: number, language: Language = 'zh-CN', hidden: ReadonlySet<string> = new Set()) {
  const data = await fullPrintData(db, enterpriseId, type, id, language);
  // The type keeps the fields; the answer's schema (printing.routes.ts) and PrintBillData have them optional.
  if (hidden.has('total_amount')) delete (data as PrintBillData).amount_in_words;
  return stripFields(data, hidden);
}

async function fullPrintData(db: Kysely<DB>, enterpriseId: number, type: string, id: number, language: Language) {
  const bill = await namedBill(db, enterpriseId, type, id);
  if (!bill || !billMetaOf(type)) throw notFound('print.noBill');
  const people = [bill.maker_id, bill.auditor_id].filter(Boolean);
  const [company, names] = await Promise.all([
    companyOf(db, enterpriseId),
    people.length ? db.selectFrom('employee').select(['id', 'name']).where('enterprise_id', '=', enterpriseId).where('id', 'in', people).execute() : [],
  ]);
  const name = (eid: number) => names.find((n) => n.id === eid)?.name ?? '';
  // Only what a printed bill shows: never costs or other internal figures of the lines.
  const b = bill as unknown as PrintBillData;
  return {
    bill_type: type, bill_sn: b.bill_sn, bill_date: String(b.bill_date), partner_name: b.partner_name ?? '', store_name: b.store_name ?? '',
    out_store_name: b.out_store_name ?? '', in_store_name: b.in_store_name ?? '', remark: b.remark ?? '', total_number: String(b.total_number),
    total_amount: String(b.total_amount), audit_status: b.audit_status, principal_name: b.principal_name ?? '', department_name: bill.department_name,
    company, maker_name: name(bill.maker_id), auditor_name: name(bill.auditor_id), amount_in_words: amountInWords(String(bill.total_amount)),
    lines: b.lines.map((l, i) => ({
      product_code: l.product_code, product_name: l.product_name, spec: l.spec ?? '', unit_name: l.unit_name ?? '', number: String(l.number),
      price: String(l.price), amount: String(l.amount), discount_amount: String(l.discount_amount ?? '0'),
      tax_rate: String(l.tax_rate ?? '0'), tax_amount: String(l.tax_amount ?? '0'),
      // A check bill's row also prints its results (qualified / rejected, each item, the judgement).
      remark: [l.remark ?? '', checkRowText(bill.ext, i + 1, l as { qualified?: string; rejected?: string }, language)].filter(Boolean).join(' '),
    })),
    tax_amount: String(b.tax_amount ?? '0'), ...invoiceFields(bill.ext),
    money_lines: (b.money_lines ?? []).map((m) => ({ account_name: m.account_name, category_name: m.category_name, amount: String(m.amount), remark: m.remark ?? '' })),
  } satisfies PrintBillData;
}
