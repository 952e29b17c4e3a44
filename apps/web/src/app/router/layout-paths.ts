/** Paths of the layout routes of SPEC §2 that other code links to (the same as the shellPath of the shared menu tree). */
export const homePath = '/dashboard';
export const guidePath = '/getSystemSetGuideList';
export const workflowPath = '/getSystemWorkFloatList';
export const messageCenterPath = '/message/messageCenter';
export const setupCenterPath = '/setup/setupCenter';
export const personalInfoPath = '/center/getPersonalInfo';
export const myEnterprisesPath = '/center/getMyEnterprises';
export const changePasswordPath = '/center/changePassword';
export const loginLogPath = '/center/loginLog';
export const centerPath = '/center';
export const expiredPath = '/expired';
export const noAccessPath = '/404/404';
/** SPEC §2/§6: the setup centre shortcut is for enterprise 91 only. */
export const setupEnterpriseId = 91;
/** SPEC §2/§6: personal info and workplace links for partner_group 0 or 3. */
export const seesPersonalLinks = (partnerGroup: number | undefined) => partnerGroup === 0 || partnerGroup === 3;
