/** Print templates, print settings and print jobs (issue 20 item 4). */
import './printing.messages.ts';
import { defineModule } from '../module-services.ts';
import { printingRoutes } from './printing.routes.ts';

export const printingModule = defineModule({ name: 'printing', register: printingRoutes });
