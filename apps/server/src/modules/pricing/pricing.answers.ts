import { z } from 'zod';

/** The sale price lookup's answer (resolveSalePrice): the starting price of each product and where it came from. */
export const SalePriceList = z.object({
  list: z.array(z.object({
    product_id: z.number(), sale_price: z.string(), price: z.string(), source: z.enum(['agreement', 'promotion', 'product']), promotion_id: z.number(),
  })),
});
