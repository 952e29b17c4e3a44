import { orgResources } from '@zf/shared';
import { registerResource } from '../../engines/resource/index.ts';
import type { App } from '../../platform/http/create-server.ts';
import type { ModuleServices } from '../module-services.ts';
import { certificationRoutes } from './certification.routes.ts';
import { employeeOptionsRoutes } from './employee-options.routes.ts';
import { staffRoutes } from './staff.routes.ts';

const staffLabel = { 'zh-CN': '员工', 'en-US': 'Staff' };

/**
 * Organisation master data: departments, jobs and work addresses from their definitions (a department or job that
 * staff still have cannot be deleted), staff management with invitations, and the enterprise certification.
 */
export async function orgMasterDataRoutes(api: App, services: ModuleServices): Promise<void> {
  services.resources.addReference('departments', { table: 'employee', column: 'department_id', label: staffLabel, softDelete: false });
  services.resources.addReference('positions', { table: 'employee', column: 'position_id', label: staffLabel, softDelete: false });
  for (const resource of orgResources) await registerResource(api, services, services.resources, resource);
  // Before the staff routes: /employees/options is a path of its own, not an employee id.
  await employeeOptionsRoutes(api, services);
  await staffRoutes(api, services);
  await certificationRoutes(api, services);
}
