import { qualityProblemResource, qualityProjectResource, qualitySchemeItemResource, qualitySchemeResource } from './quality.resource.ts';

/** Quality master data (issue 18 item 2), in menu order: check items, schemes and their items, the defect register. */
export const qualityResources = [qualityProjectResource, qualitySchemeResource, qualitySchemeItemResource, qualityProblemResource];
export { CheckKind, QualityItemKind, Sampling } from './quality.resource.ts';
export { qualityProblemResource, qualityProjectResource, qualitySchemeItemResource, qualitySchemeResource };
