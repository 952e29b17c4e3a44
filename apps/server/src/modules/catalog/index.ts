export { catalogRoutes } from './catalog.routes.ts';
export { catalogDb, platformDb, type CatalogDB } from './catalog.schema.ts';
export { classifyAbc, defaultAbcPercentages, type AbcLetter } from './abc-classification.ts';
export { runAbcClassification } from './smart-classification.service.ts';
