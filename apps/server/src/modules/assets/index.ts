/** Fixed assets (issue 17): categories and cards, depreciation runs and table, additions, disposals, transfers, initialization. */
import './assets.messages.ts';
import { defineModule } from '../module-services.ts';
import { assetsRoutes } from './assets.routes.ts';

export const assetsModule = defineModule({ name: 'assets', register: assetsRoutes });
export { accrueAssetsDemo, seedAssetCardsDemo } from './assets.demo.ts';
