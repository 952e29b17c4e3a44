/** Answers of the production routes (apps/server/src/modules/production/production.routes.ts). */
export type { ProductionProgress as Progress } from '@zf/shared';
export type DocumentType = 'production-picks' | 'production-supplements' | 'production-returns' | 'work-reports' | 'production-ins';
export const statusKeys: Record<number, string> = { 1: 'status.notStarted', 2: 'status.inProgress', 3: 'status.finished', 4: 'status.closed' };
