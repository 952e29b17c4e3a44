import type { BillTypeRegistry } from '../engines/bill/index.ts';
import type { ResourceRegistry } from '../engines/resource/index.ts';
import type { App } from '../platform/http/create-server.ts';
import type { Services } from '../platform/services.ts';

/** What business modules get: the platform services plus the app's resource and bill-type registries. */
export interface ModuleServices extends Services {
  resources: ResourceRegistry;
  /** Every document type of the app; a module adds its own (`bills.add(type)`), the bill engine serves them all. */
  bills: BillTypeRegistry;
}

/**
 * A business module as the composition root sees it: its `index.ts` exports one, whose `register` adds the module's
 * resources, bill types, jobs and routes. Adding a module is a new folder and one line in modules/index.ts; it never
 * edits another module's files (issue 13 item 3). Modules import each other only through `index.ts` (lint rule
 * zf/module-boundary).
 */
export interface ZfModule {
  name: string;
  register(api: App, services: ModuleServices): Promise<void>;
}

export const defineModule = (module: ZfModule): ZfModule => module;
