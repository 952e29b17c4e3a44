import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

/** Approval: the audit flow setup (also the organisation's approval process page) and the bills waiting for me. */
export const pages: FeatureRoutes['pages'] = {
  auditFlow: lazy(() => import('./audit-flow.page.tsx').then((m) => ({ default: m.AuditFlowSetupPage }))),
  approvalProcess: lazy(() => import('./audit-flow.page.tsx').then((m) => ({ default: m.ApprovalProcessPage }))),
  billApproval: lazy(() => import('./bill-approval.page.tsx')),
};
