import { Transform } from 'node:stream';
import { VehicleFitmentImportAnswerSchema as ImportAnswer, type Language } from '@zf/shared';
import { newFileKey } from '../../platform/files/file-storage.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import { readXlsxUpload } from '../../platform/http/upload.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import { translate } from '../../platform/i18n/server-messages.ts';
import type { ModuleServices } from '../module-services.ts';
import { fitmentTemplate, importFitment } from './vehicle-fitment-import.ts';

const tags = ['vehicle-fitment'];
const permission = ['vehicle_goods_import_run', 'vehicle_association_import'] as const;
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The vehicle product import: template, upload (a background task like every import), and its job. */
export async function vehicleFitmentImportRoutes(api: App, services: ModuleServices): Promise<void> {
  const { db, files, jobs } = services;
  jobs.handle('vehicle-fitment-import', async (job, tools) => {
    const { file_key, language } = job.payload as { file_key: string; language: Language };
    const stored = await files.open(file_key);
    if (!stored) throw notFound('file.notFound');
    let read = 0;
    const counted = stored.stream.pipe(new Transform({ transform(chunk: Buffer, _enc, done) { read += chunk.length; done(null, chunk); } }));
    const outcome = await importFitment(db, { enterpriseId: job.enterpriseId, employeeId: job.employeeId }, counted, language);
    await tools.progress(Math.min(100, (read / Math.max(1, stored.size)) * 100));
    if (!outcome.errorFile) return { result: outcome.result };
    const key = newFileKey('xlsx');
    await files.save(key, outcome.errorFile);
    return { result: outcome.result, file: { key, name: `${translate(language, 'catalog.fitmentSheet')}-errors.xlsx` } };
  });

  api.get('/vehicle-fitment/import-template', { config: { permission }, schema: { tags } }, async (req, reply) => {
    const name = encodeURIComponent(translate(req.ctx.language, 'catalog.fitmentSheet'));
    return reply.type(xlsxType).header('content-disposition', `attachment; filename="${name}.xlsx"; filename*=UTF-8''${name}.xlsx`).send(await fitmentTemplate(req.ctx.language));
  });

  api.post('/vehicle-fitment/import', { config: { permission }, schema: { tags, response: { 200: envelope(ImportAnswer) } } }, async (req) => {
    const data = await readXlsxUpload(req);
    const key = newFileKey('xlsx');
    await files.save(key, data);
    const owner = { enterpriseId: req.ctx.tenant!.enterpriseId, userId: req.ctx.user!.userId, employeeId: req.ctx.tenant!.employeeId };
    const taskId = await enqueueJob(db, owner, 'vehicle-fitment-import', translate(req.ctx.language, 'catalog.fitmentSheet'), { file_key: key, language: req.ctx.language });
    jobs.wake();
    return ok({ task_id: taskId });
  });
}
