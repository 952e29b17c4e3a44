import { departmentResource } from './department.resource.ts';
import { positionResource } from './position.resource.ts';
import { workAddressResource } from './work-address.resource.ts';

/**
 * Organisation master data (SPEC §2 "Organization"), in menu order. Staff are employees of the enterprise with a
 * login of their own, so they have hand-written routes (apps/server/src/modules/org/staff.routes.ts).
 */
export const orgResources = [departmentResource, positionResource, workAddressResource];
export { departmentResource, positionResource, workAddressResource };
