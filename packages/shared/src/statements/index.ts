export * from './statement-formula.ts';
export * from './statement-layouts.ts';
export * from './cash-flow-suggest.ts';
