/** What other modules may use of the partners module. */
import './partners.messages.ts';
import { defineModule } from '../module-services.ts';
import { partnerRoutes } from './partners.routes.ts';
export { enterpriseLogs } from './enterprise-log.service.ts';

export const partnersModule = defineModule({ name: 'partners', register: partnerRoutes });
export { partnerOfType } from './partner-rules.ts';
