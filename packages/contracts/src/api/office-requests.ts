import { type Static, Type } from 'typebox';
import { CustomRequestSchema } from './custom-requests.ts';
import { OfficeRequestBuyerSchema } from './office.ts';
import { OrderSchema } from './orders.ts';

/** An order request as the office reads it: the buyer's own view, plus who the buyer is. */
export const OfficeOrderSchema = Type.Object({ ...OrderSchema.properties, buyer: OfficeRequestBuyerSchema });
export type OfficeOrder = Static<typeof OfficeOrderSchema>;

/** A custom-made request as the office reads it: the buyer's own view, plus who the buyer is. */
export const OfficeCustomRequestSchema = Type.Object({
  ...CustomRequestSchema.properties,
  buyer: OfficeRequestBuyerSchema,
});
export type OfficeCustomRequest = Static<typeof OfficeCustomRequestSchema>;
