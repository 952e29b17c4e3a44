import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';
import { resourceScreen } from '../../engines/resource/screen.ts';

/** Organisation screens by menu page name (packages/shared/src/menu-tree/enterprise.ts). */
export const pages: FeatureRoutes['pages'] = {
  staffList: lazy(() => import('./staff.page.tsx')),
  departmentList: resourceScreen('departments'),
  jobList: resourceScreen('positions'),
  workAddress: resourceScreen('work-addresses'),
  enterpriseInfo: lazy(() => import('./enterprise-info.page.tsx')),
  enterpriseCertification: lazy(() => import('./certification.page.tsx')),
  permissionGroup: lazy(() => import('./permission-group.page.tsx')),
  // SPEC §2 Organization's business process is the business process diagram the shell also opens by name.
  businessProcess: lazy(() => import('../setup/workflow.page.tsx')),
};
