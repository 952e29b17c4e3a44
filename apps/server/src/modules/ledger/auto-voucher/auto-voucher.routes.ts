import type { App } from '../../../platform/http/create-server.ts';
import type { ModuleServices } from '../../module-services.ts';

/** Auto vouchers from bills: templates per bill type, batch generation, cost vouchers, the stock-vs-GL check. */
export async function autoVoucherRoutes(_api: App, _services: ModuleServices): Promise<void> {}
