/** Enterprise deregistration (issue 19 item 5): export, apply, cooling-off, undo, closing. */
import './deregistration.messages.ts';
import { defineModule } from '../module-services.ts';
import { deregistrationRoutes } from './deregistration.routes.ts';

export const deregistrationModule = defineModule({ name: 'deregistration', register: deregistrationRoutes });
export { finishDueDeregistrations } from './deregistration.service.ts';
