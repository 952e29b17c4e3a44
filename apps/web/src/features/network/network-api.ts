import { Decimal } from '@zf/shared';

/** Link status 1 invited, 2 linked, 3 ended; supply order status 1 waiting, 2 accepted, 3 refused. */
export const LinkStatus = { invited: 1, linked: 2, ended: 3 } as const;
export const OrderStatus = { waiting: 1, accepted: 2, refused: 3 } as const;
export const orderStatusColor: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'default' };
export const storeStatusColor: Record<number, string> = { 1: 'default', 2: 'blue', 3: 'green' };

export const networkPaths = ['/partner-links', '/supply/goods', '/supply/cart', '/supply/orders', '/supply/customer-orders', '/supply/customer-bills'];

/** A quantity without trailing zeros (4 dp strings from the server), never through a float. */
export const qtyText = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '' : new Decimal(v).toString());
