import './catalog.messages.ts';
import { defineModule } from '../module-services.ts';
import { catalogRoutes } from './catalog.routes.ts';
export { catalogDb, platformDb, type CatalogDB } from './catalog.schema.ts';
export { classifyAbc, defaultAbcPercentages, type AbcLetter } from './abc-classification.ts';
export { runAbcClassification } from './smart-classification.service.ts';

export const catalogModule = defineModule({ name: 'catalog', register: catalogRoutes });
