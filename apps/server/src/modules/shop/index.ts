/** Shop and order centre (issue 19 item 4): shops, shop accounts, contracts, shop orders and the shop ordering view. */
import './shop.messages.ts';
import { defineModule } from '../module-services.ts';
import { shopRoutes } from './shop.routes.ts';

export const shopModule = defineModule({ name: 'shop', register: shopRoutes });
