import { Readable } from 'node:stream';
import { SubjectImportAnswerSchema, type Language } from '@zf/shared';
import { readFirstSheet, writeSheet } from '../../engines/resource/workbook.ts';
import { AppError, invalidFields } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import { readXlsxUpload } from '../../platform/http/upload.ts';
import { translate } from '../../platform/i18n/server-messages.ts';
import type { ModuleServices } from '../module-services.ts';
import { auxTypeNames } from './subject-rules.ts';
import { createSubject, loadChart, updateSubject, type Actor } from './subject.service.ts';

const tags = ['subjects'];
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const header: Record<Language, string[]> = {
  'zh-CN': ['科目编码', '科目名称', '英文名称', '科目类别', '余额方向', '辅助核算', '状态'],
  'en-US': ['Account code', 'Account name', 'English name', 'Category', 'Balance side', 'Auxiliary accounting', 'Status'],
};
const sides: Record<Language, [string, string]> = { 'zh-CN': ['借', '贷'], 'en-US': ['Debit', 'Credit'] };
const statuses: Record<Language, [string, string]> = { 'zh-CN': ['启用', '停用'], 'en-US': ['Enabled', 'Disabled'] };

/** One row of the sheet as a subject write; side and status in either language's words or as 1/2. */
function rowInput(cells: string[]) {
  const [code = '', name = '', nameEn = '', category = '', side = '', aux = '', status = ''] = cells.map((c) => c.trim());
  const word = (v: string, pairs: Array<[string, string]>) => {
    if (v === '1' || v === '2') return Number(v);
    for (const [a, b] of pairs) { if (v.toLowerCase() === a.toLowerCase()) return 1; if (v.toLowerCase() === b.toLowerCase()) return 2; }
    return undefined;
  };
  return {
    code, name, name_en: nameEn, category: category ? Number(category) : undefined,
    direction: side ? word(side, Object.values(sides)) : undefined,
    aux_types: aux ? aux.split(/[,，\s]+/).filter(Boolean) : undefined,
    status: status ? word(status, Object.values(statuses)) : undefined,
  };
}

/**
 * Excel export and import of the chart: the export lists every account; the import adds the codes that are new
 * (their parent must exist or come earlier in the sheet) and renames the ones that exist, reporting each row's error.
 */
export async function subjectExcelRoutes(api: App, { db }: ModuleServices): Promise<void> {
  api.get('/subjects/export', { config: { permission: 'subject_export' }, schema: { tags } }, async (req, reply) => {
    const language = req.ctx.language;
    const chart = await loadChart(db, req.ctx.tenant!.enterpriseId);
    const sheet = writeSheet(translate(language, 'subject.sheet'), header[language]);
    for (const r of chart) {
      sheet.add([r.code, r.name, r.name_en, r.category, sides[language][r.direction - 1] ?? '', r.aux_types.join(','), statuses[language][r.status - 1] ?? '']);
    }
    const name = encodeURIComponent(translate(language, 'subject.sheet'));
    return reply.type(xlsxType).header('content-disposition', `attachment; filename="${name}.xlsx"; filename*=UTF-8''${name}.xlsx`).send(await sheet.finish());
  });

  api.post('/subjects/import', { config: { permission: 'subject_import' }, schema: { tags, response: { 200: envelope(SubjectImportAnswerSchema) } } }, async (req) => {
    const data = await readXlsxUpload(req);
    const tenant = req.ctx.tenant!;
    const actor: Actor = { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId };
    const language = req.ctx.language;
    const answer = { created: 0, updated: 0, errors: [] as Array<{ row: number; message: string }> };
    const byCode = new Map((await loadChart(db, tenant.enterpriseId)).map((r) => [r.code, r]));
    for await (const { row, cells } of readFirstSheet(Readable.from(data))) {
      if (row === 1 || cells.every((c) => !c.trim())) continue;
      const input = rowInput(cells);
      try {
        if (!input.code || !input.name) throw invalidFields({ [input.code ? 'name' : 'code']: 'field.required' });
        if (input.aux_types?.some((a) => !(auxTypeNames as readonly string[]).includes(a))) throw invalidFields({ aux_types: 'subject.badAux' });
        const existing = byCode.get(input.code);
        if (existing) {
          await updateSubject(db, actor, existing.id, { name: input.name, name_en: input.name_en || undefined, ...(input.status ? { status: input.status } : {}) });
          answer.updated += 1;
        } else {
          const id = await createSubject(db, actor, input);
          byCode.set(input.code, { ...existing!, id, code: input.code });
          answer.created += 1;
        }
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        const fields = (e.data as { fields?: Record<string, string> } | null)?.fields;
        const key = e.key === 'http.validation' && fields ? Object.values(fields)[0]! : e.key;
        answer.errors.push({ row, message: translate(language, 'subject.importRow', { row, msg: translate(language, key as never, e.params) }) });
      }
    }
    return ok(answer);
  });
}
