import type { ResourceRegistry } from '../engines/resource/index.ts';
import type { Services } from '../platform/services.ts';

/** What business modules get: the platform services plus the app's resource registry. */
export interface ModuleServices extends Services {
  resources: ResourceRegistry;
}
