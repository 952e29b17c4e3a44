export * from './session.contract.ts';
export * from './certification.contract.ts';
export * from './bill.contract.ts';
