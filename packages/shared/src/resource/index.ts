export * from './field.ts';
export * from './define-resource.ts';
