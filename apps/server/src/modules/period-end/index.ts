/** Period end (issue 15 items 1-3): carry-down of profit and loss, the closing checks, closing and reopening periods. */
import './period-end.messages.ts';
import { defineModule } from '../module-services.ts';
import { periodEndRoutes } from './period-end.routes.ts';

export const periodEndModule = defineModule({ name: 'period-end', register: periodEndRoutes });
