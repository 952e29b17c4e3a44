export * from './report-definitions.ts';
