/** What other modules may use of the costing module, and the module itself. */
import './costing.messages.ts';
import { defineModule } from '../module-services.ts';
import { costRunRoutes } from './cost-run.routes.ts';

export const costingModule = defineModule({ name: 'costing', register: costRunRoutes });
