/** What other modules may use of the organisation module. */
export { createEnterprise, type NewEnterprise } from './enterprise.service.ts';
export { enterpriseDisplayName } from './enterprise-display.ts';
export { EmployeeStatus, AccountType, SystemGroup, requireAdmin } from './employee-status.ts';
export { initializeAccounting, monthOf, LockedAccount } from './accounting-period.service.ts';
