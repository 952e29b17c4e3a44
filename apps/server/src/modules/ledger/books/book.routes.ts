import type { App } from '../../../platform/http/create-server.ts';
import type { ModuleServices } from '../../module-services.ts';

/** Books read from period balances: subject balance, general ledger, detail ledger, auxiliary balances. */
export async function bookRoutes(_api: App, _services: ModuleServices): Promise<void> {}
