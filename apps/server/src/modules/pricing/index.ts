/** What other modules may use of the pricing module, and the module itself. */
import './pricing.messages.ts';
import { defineModule } from '../module-services.ts';
import { pricingRoutes } from './pricing.routes.ts';

export const pricingModule = defineModule({ name: 'pricing', register: pricingRoutes });
export { salePrices } from './pricing.routes.ts';
