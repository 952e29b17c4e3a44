/** What other modules may use of the partners module. */
export { enterpriseLogs } from './enterprise-log.service.ts';
