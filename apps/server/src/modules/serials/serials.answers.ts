import { z } from 'zod';

/** Answer shapes of the serial number queries (serial.routes.ts). */
export const SerialList = z.object({
  list: z.array(z.object({
    product_id: z.number(), serial: z.string(), warehouse_id: z.number(), in_stock: z.number().describe('1 in stock, 0 not'), update_time: z.number(),
  })),
  total: z.number(), page: z.number(), page_size: z.number(),
});

export const SerialHistory = z.object({
  list: z.array(z.object({
    bill_type: z.string(), bill_id: z.number(), bill_sn: z.string(), warehouse_id: z.number(), direction: z.number(),
    reversal: z.boolean(), create_time: z.number(),
  })),
});
