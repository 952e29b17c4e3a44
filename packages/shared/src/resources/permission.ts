import type { ResourcePermission } from '../resource/define-resource.ts';

/**
 * The permission block of a resource from its menu page and function prefix, matching the tree's resourceFuns
 * (prefix_add, _edit, _del, _import, _export).
 */
export const resourcePermission = (page: string, prefix: string): ResourcePermission => ({
  page,
  create: `${prefix}_add`,
  update: `${prefix}_edit`,
  remove: `${prefix}_del`,
  import: `${prefix}_import`,
  export: `${prefix}_export`,
});
