import { QueryScreen } from '../../engines/query/index.ts';
import * as queries from './storage-queries.ts';

export type StockQueryName = keyof typeof queries;

/** The screen of one storage query (loaded with its page: routes.ts imports this lazily). */
export const queryPage = (name: StockQueryName) => function StockQueryPage() {
  return <QueryScreen def={queries[name]} />;
};
