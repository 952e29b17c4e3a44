/** What other modules may use of the setup module, and the module itself. */
import './setup.messages.ts';
export { seedDemo, demoLogin } from './demo-seed.ts';
import { defineModule } from '../module-services.ts';
import { devToolsRoutes } from './dev-tools.routes.ts';

export const setupModule = defineModule({ name: 'setup', register: devToolsRoutes });
