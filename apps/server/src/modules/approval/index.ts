/** What other modules may use of the approval module, and the module itself. */
import './approval.messages.ts';
import { defineModule } from '../module-services.ts';
import { approvalRoutes } from './approval.routes.ts';

export const approvalModule = defineModule({ name: 'approval', register: approvalRoutes });
