export { applyPostings, reversePostings, type Postings } from './postings.ts';
export { partnerBalance, type PartnerPosting } from './partner-ledger.ts';
export type { AccountPosting } from './account-ledger.ts';
export type { PostedMove, StockPosting, StockPostingOptions } from './stock-posting.ts';
export type { CostingMethod } from './costing/replay.ts';
export { costedThrough, startCostRun, executeCostRun, undoCostRun, type CostRunOutcome } from './monthly-cost-run.ts';
export { onRepostWanted, repostStep, repostSettings } from './stock-repost.ts';
export { bookStockAt } from './book-stock.ts';
export { postSerials, reverseSerials, type SerialPosting } from './serial-ledger.ts';
