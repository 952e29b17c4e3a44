/** Shared links: a statement handed to a partner, readable at /share without an account. */
import './shares.messages.ts';
import { defineModule } from '../module-services.ts';
import { sharesRoutes } from './shares.routes.ts';

export const sharesModule = defineModule({
  name: 'shares',
  async register(api, services) {
    await sharesRoutes(api, services);
  },
});
