import { fixtureResource, processResource, productionEquipmentResource, routingResource, routingStepResource, ToolStatus } from './production.resource.ts';

/** Production master data (issue 16 item 1), in menu order: routings and their steps (craft), processes, fixtures, equipment. */
export const productionResources = [processResource, routingResource, routingStepResource, fixtureResource, productionEquipmentResource];
export { fixtureResource, processResource, productionEquipmentResource, routingResource, routingStepResource, ToolStatus };
