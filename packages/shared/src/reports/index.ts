export * from './report-definitions.ts';
export * from './report-labels.ts';
