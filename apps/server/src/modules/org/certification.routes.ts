import { CertificationBodySchema, CertificationReviewBodySchema, CertificationReviewParamsSchema, CertificationSchema } from '@zf/shared';
import { canOpenPage } from '../../engines/resource/resource-access.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../platform/services.ts';
import { certificationOf, reviewCertification, submitCertification } from './certification.service.ts';

const tags = ['enterprise'];
/** SPEC §2: the system maintenance tools belong to enterprise 91, the platform operator. */
const operatorEnterpriseId = 91;

/** Enterprise certification (企业认证): read and submit; the operator's review. */
export async function certificationRoutes(api: App, { db }: Services): Promise<void> {
  api.get('/enterprise/certification', { schema: { tags, response: { 200: envelope(CertificationSchema) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    if (!canOpenPage(tenant.permissions, 'enterpriseCertification')) throw forbidden();
    return ok(await certificationOf(db, tenant.enterpriseId));
  });

  api.post('/enterprise/certification', { config: { permission: 'enterprise_certification_submit' }, schema: { tags, body: CertificationBodySchema, response: { 200: envelope(CertificationSchema) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    await submitCertification(db, tenant.enterpriseId, tenant.employeeId, req.body);
    return ok(await certificationOf(db, tenant.enterpriseId));
  });

  api.post('/setup/certifications/:enterprise_id/review', {
    config: { permission: 'setup_center_run' },
    schema: { tags, params: CertificationReviewParamsSchema, body: CertificationReviewBodySchema, response: { 200: envelope(emptyData) } },
  }, async (req) => {
    if (req.ctx.tenant!.enterpriseId !== operatorEnterpriseId) throw forbidden('certification.notAdmin');
    await reviewCertification(db, req.params.enterprise_id, req.body.approve, req.body.remark);
    return ok({});
  });
}
