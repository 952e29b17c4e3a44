import { QueryScreen } from '../../engines/query/index.ts';
import * as queries from './trading-queries.ts';

export type QueryName = keyof typeof queries;

/** The screen of one query definition (loaded with its page: routes.ts imports this lazily). */
export const queryPage = (name: QueryName) => function QueryPage() {
  return <QueryScreen def={queries[name]} />;
};
