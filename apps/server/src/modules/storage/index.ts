/** What other modules may use of the storage module. */
import './storage.messages.ts';
import { defineModule } from '../module-services.ts';
import { storageRoutes } from './storage.routes.ts';
export { warehouseRules } from './warehouse-rules.ts';

export const storageModule = defineModule({ name: 'storage', register: storageRoutes });
