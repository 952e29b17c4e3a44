import { EquipmentStatus, MaintenanceCycle, equipmentResource, fixtureLedgerResource, maintenancePlanResource, maintenanceProjectResource } from './equipment.resource.ts';

/** Equipment master data (issue 18 item 1), in menu order: ledger, maintenance items, plans, the fixture ledger. */
export const equipmentResources = [equipmentResource, maintenanceProjectResource, maintenancePlanResource, fixtureLedgerResource];
export { EquipmentStatus, MaintenanceCycle, equipmentResource, fixtureLedgerResource, maintenancePlanResource, maintenanceProjectResource };
