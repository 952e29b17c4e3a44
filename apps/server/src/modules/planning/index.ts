/** Production planning (issue 16 item 2): MRP-lite over the BOMs, stock and open orders; planning parameters. */
import './planning.messages.ts';
import { defineModule } from '../module-services.ts';
import { planningRoutes } from './planning.routes.ts';

export const planningModule = defineModule({ name: 'planning', register: planningRoutes });
