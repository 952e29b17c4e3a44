/** Personal certification and recharge records (issue 19 item 5). */
import './account.messages.ts';
import { defineModule } from '../module-services.ts';
import { accountRoutes } from './account.routes.ts';

export const accountModule = defineModule({ name: 'account', register: accountRoutes });
