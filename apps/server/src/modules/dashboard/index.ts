/** What other modules may use of the dashboard module, and the module itself. */
import './dashboard.messages.ts';
import { defineModule } from '../module-services.ts';
import { dashboardRoutes } from './dashboard.routes.ts';

export const dashboardModule = defineModule({ name: 'dashboard', register: dashboardRoutes });
