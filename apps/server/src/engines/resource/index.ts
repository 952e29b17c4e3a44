import './resource.messages.ts';
export { ResourceRegistry, type KeywordMatch, type ListFilter, type Reference, type ResourceHooks } from './resource-registry.ts';
export { registerResource } from './resource.routes.ts';
export { ResourceService } from './resource-service.ts';
export { changedValues, logChange, madeValues, type ChangeAction, type ChangeSet } from './change-log.ts';
export { assertVersion, staleVersion, VersionField, type StoredVersion } from './record-version.ts';
export { partVersion, savePartVersion, type RecordPart } from './record-part-version.ts';
export { codeRuleRoutes } from './code-rules.routes.ts';
