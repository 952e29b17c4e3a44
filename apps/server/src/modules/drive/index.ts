/** Enterprise file drive (issue 19 item 5): folders and files in the app's file storage, within a quota. */
import './drive.messages.ts';
import { defineModule } from '../module-services.ts';
import { driveRoutes } from './drive.routes.ts';

export const driveModule = defineModule({ name: 'drive', register: driveRoutes });
// Other modules keep their files in the drive through these (equipment documents and photos: quota, storage, rows).
export { createFolder, deleteFile, driveName, fileForDownload, uploadFile } from './drive.service.ts';
export { readDriveUpload } from './drive-upload.ts';
