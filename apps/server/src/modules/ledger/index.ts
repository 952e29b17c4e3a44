/** What other modules may use of the general-ledger module (vouchers, auto vouchers from bills, books, statements). */
import { defineModule } from '../module-services.ts';
import { autoVoucherRoutes } from './auto-voucher/auto-voucher.routes.ts';
import { bookRoutes } from './books/book.routes.ts';
import { statementRoutes } from './statements/statement.routes.ts';
import { voucherRoutes } from './vouchers/voucher.routes.ts';
export { voucherDetail, type VoucherDetailRow } from './vouchers/voucher.query.ts';
export { cashFlowTie, type CashFlowTie } from './statements/cash-flow-tie.ts';
export { currentPeriod, partnerGlCheck, periodEnd, settlementGlCheck, stockGlCheck, trialCheck, type SettlementGlCheck } from './auto-voucher/ledger-checks.ts';

export const ledgerModule = defineModule({
  name: 'ledger',
  async register(api, services) {
    await voucherRoutes(api, services);
    await autoVoucherRoutes(api, services);
    await bookRoutes(api, services);
    await statementRoutes(api, services);
  },
});
