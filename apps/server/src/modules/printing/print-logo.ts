import { printLogoMaxBytes, type PrintLayout, type PrintLogoType, type PrintTemplateFile } from '@zf/shared';
import type { FastifyRequest } from 'fastify';
import { newFileKey, type FileStorage } from '../../platform/files/file-storage.ts';
import { fileUrl } from '../../platform/files/file.routes.ts';
import { detectImage } from '../../platform/files/image-type.ts';
import { invalidFields } from '../../platform/http/app-error.ts';
import { readUploadedFile } from '../../platform/http/upload.ts';

/**
 * A print template's company logo (issue 20; docs/decisions.md "Print logo per template"): an image uploaded in the
 * designer, kept in the app's file storage (the store the drive and every upload use) under a random key, and named in
 * the template's layout by its /api/v1/files URL so /print and the preview load it in an <img>. PNG or JPG judged by
 * the bytes, at most 512 KB — it travels inside every exported template file.
 */

const storedLogo = /^\/api\/v1\/files\/([A-Za-z0-9_-]{16,64}\.(?:png|jpg))$/;
const contentTypes = { png: 'image/png', jpg: 'image/jpeg' } as const;

async function store(files: FileStorage, data: Buffer): Promise<string> {
  const type = detectImage(data);
  if (!type) throw invalidFields({ file: 'print.logoType' });
  if (data.length > printLogoMaxBytes) throw invalidFields({ file: 'print.logoTooLarge' });
  const key = newFileKey(type.ext);
  await files.save(key, data);
  return fileUrl(key);
}

/** POST /print-templates/logo: the multipart `file`, refused unless an image of at most 512 KB. */
export async function receiveLogo(req: FastifyRequest, files: FileStorage): Promise<{ url: string; size: number }> {
  const { data } = await readUploadedFile(req, { missing: 'upload.noFile', tooLarge: 'print.logoTooLarge', fileSize: printLogoMaxBytes });
  if (!data.length) throw invalidFields({ file: 'upload.noFile' });
  return { url: await store(files, data), size: data.length };
}

/** The stored logo of a layout as a template file carries it (base64), or nothing for no logo or an outside address. */
export async function embeddedLogo(files: FileStorage, logo: PrintLayout['logo']): Promise<PrintTemplateFile['logo']> {
  const key = storedLogo.exec(logo.url)?.[1];
  const opened = key ? await files.open(key) : null;
  if (!key || !opened) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  const data = Buffer.concat(chunks);
  const type = detectImage(data);
  if (!type || data.length > printLogoMaxBytes) return undefined;
  return { type: contentTypes[type.ext] satisfies PrintLogoType, data: data.toString('base64') };
}

/** An imported file's logo stored anew for this enterprise: its URL, or the layout's own when the file has none. */
export async function importedLogoUrl(files: FileStorage, file: PrintTemplateFile): Promise<string> {
  if (!file.logo) return file.layout.logo.url;
  return store(files, Buffer.from(file.logo.data, 'base64'));
}
