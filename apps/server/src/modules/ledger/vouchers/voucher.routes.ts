import type { App } from '../../../platform/http/create-server.ts';
import type { ModuleServices } from '../../module-services.ts';

/** Vouchers: list, entry, audit and post, reversal, renumbering, import, export and print (API.md Finance). */
export async function voucherRoutes(_api: App, _services: ModuleServices): Promise<void> {}
