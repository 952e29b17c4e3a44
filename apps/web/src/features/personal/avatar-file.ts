/** SPEC §9: uploaded images are jpg, jpeg or png; the upload endpoint takes at most 5 MB. */
export const avatarMaxBytes = 5 * 1024 * 1024;
const allowed = ['jpg', 'jpeg', 'png'];

/** Why a chosen file cannot be an avatar ('type' or 'size'), or null when it can. */
export function checkAvatarFile(file: { name: string; size: number }): 'type' | 'size' | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!allowed.includes(ext)) return 'type';
  if (file.size > avatarMaxBytes) return 'size';
  return null;
}
