/** Enterprise file drive (issue 19 item 5): folders and files in the app's file storage, within a quota. */
import './drive.messages.ts';
import { defineModule } from '../module-services.ts';
import { driveRoutes } from './drive.routes.ts';

export const driveModule = defineModule({ name: 'drive', register: driveRoutes });
