import { QueryScreen } from '../../engines/query/index.ts';
import * as queries from './finance-centre-queries.tsx';

export type QueryName = 'cashFlow' | 'stockSummary' | 'stockDetail' | 'billProfit';

/** The screen of one finance-centre query definition (loaded with its page: routes.ts imports this lazily). */
export const queryPage = (name: QueryName) => function QueryPage() {
  return <QueryScreen def={queries[name]} />;
};
