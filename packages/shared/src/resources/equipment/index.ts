import { EquipmentFileKind, EquipmentStatus, MaintenanceCycle, equipmentResource, maintenancePlanResource, maintenanceProjectPartResource, maintenanceProjectResource } from './equipment.resource.ts';

/** Equipment master data (issue 18 item 1), in menu order: ledger, maintenance items, plans (the fixture ledger is
 * the production module's fixtures with their usage, served by the equipment module's own routes). */
export const equipmentResources = [equipmentResource, maintenanceProjectResource, maintenanceProjectPartResource, maintenancePlanResource];
export { EquipmentFileKind, EquipmentStatus, MaintenanceCycle, equipmentResource, maintenancePlanResource, maintenanceProjectPartResource, maintenanceProjectResource };
