import './bill.messages.ts';
export { billRoutes } from './bill.routes.ts';
export { BillTypeRegistry, defineBillType, type ApprovalGate, type BillForPosting, type BillType } from './bill-type.ts';
export { auditBill, auditBillIn } from './bill-audit.ts';
export { BillService, createBillIn } from './bill-service.ts';
export { billDocumentFor } from './bill-document.ts';
