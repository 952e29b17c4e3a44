/** The business network (issue 19 items 1-3): partner links, supplier goods, the purchase cart and linked order pairs. */
import './network.messages.ts';
import { defineModule } from '../module-services.ts';
import { networkRoutes } from './network.routes.ts';

export const networkModule = defineModule({ name: 'network', register: networkRoutes });

export { seedNetworkDemo } from './network-demo.ts';
