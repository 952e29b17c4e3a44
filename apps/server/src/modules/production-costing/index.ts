/** Production costing (issue 16 item 5, helper costing): allocation, completed/WIP collection, cost table, product costing. */
import './production-costing.messages.ts';
import { defineModule } from '../module-services.ts';
import { productionCostingRoutes } from './production-costing.routes.ts';

export const productionCostingModule = defineModule({ name: 'production-costing', register: productionCostingRoutes });
export { runAllocation } from './costing.service.ts';
export { runProductCosting } from './product-costing.service.ts';
