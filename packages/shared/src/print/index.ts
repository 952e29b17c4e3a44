export * from './print-document.ts';
export * from './bill-print.ts';
export * from './print-template.ts';
export * from './template-document.ts';
export * from './template-file.ts';
