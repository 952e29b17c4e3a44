export * from './bill-meta.ts';
export * from './bill-body.ts';
export * from './line-discount.ts';
export * from './invoice.ts';
export * from './move-sources.ts';
