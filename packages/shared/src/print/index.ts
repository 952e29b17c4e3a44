export * from './print-document.ts';
export * from './bill-print.ts';
