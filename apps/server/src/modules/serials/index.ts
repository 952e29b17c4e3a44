/** What other modules may use of the serials module, and the module itself. */
import { defineModule } from '../module-services.ts';
import { serialRoutes } from './serial.routes.ts';

export const serialsModule = defineModule({ name: 'serials', register: serialRoutes });
