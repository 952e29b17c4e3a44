import { changePasswordPath, myEnterprisesPath, personalInfoPath, seesPersonalLinks, setupCenterPath, setupEnterpriseId } from '../../router/layout-paths.ts';

/**
 * The avatar menu's entries (SPEC §2, §6): personal info and workplace only for partner_group 0 or 3, change
 * password, the system maintenance shortcut only in enterprise 91, and exit.
 */
export function avatarMenuEntries(partnerGroup: number | undefined, enterpriseId: number | null | undefined): string[] {
  return [
    ...(seesPersonalLinks(partnerGroup) ? [personalInfoPath, myEnterprisesPath] : []),
    changePasswordPath,
    ...(enterpriseId === setupEnterpriseId ? [setupCenterPath] : []),
    'logout',
  ];
}
