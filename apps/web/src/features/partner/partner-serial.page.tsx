import { QueryScreen } from '../../engines/query/index.ts';
import { partnerSerials } from './partner-queries.ts';

/** Partner product serial numbers (partnerGoodsSerial, hidden; a customer's or supplier's row opens it). */
export default function PartnerSerialPage() {
  return <QueryScreen def={partnerSerials} />;
}
