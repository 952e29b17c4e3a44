export * from './bill-meta.ts';
export * from './bill-body.ts';
