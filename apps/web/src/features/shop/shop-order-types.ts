/** Tag colours of a shop order's status (1-5) and pay status (1-3); the orders themselves are the contract's ShopOrderRow. */
export const orderStatusColors: Record<number, string> = { 1: 'orange', 2: 'blue', 3: 'cyan', 4: 'green', 5: 'default' };
export const payStatusColors: Record<number, string> = { 1: 'red', 2: 'orange', 3: 'green' };
