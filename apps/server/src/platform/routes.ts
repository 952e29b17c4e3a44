import type { App } from './http/create-server.ts';
import type { Services } from './services.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { fileRoutes } from './files/file.routes.ts';
import { taskRoutes } from './jobs/task.routes.ts';
import { menuRoutes } from './permissions/menu.routes.ts';

/** Routes owned by the platform (auth, sessions, menus, dev outbox). */
export async function platformRoutes(api: App, services: Services): Promise<void> {
  await authRoutes(api, services);
  await menuRoutes(api, services);
  await taskRoutes(api, services);
  await fileRoutes(api, services);
}
