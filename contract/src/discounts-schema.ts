// Discounts of franchises and master franchises (spec 002 sections 2 "Admin discounts page", 3 "Discount", 7:
// GET users/discount, POST users/user/{id}/assign_discount?start&end&value). The super franchise manages them.
import { z } from 'zod';
import { chosenId, dateField } from './fields-schema.ts';
import { PG_INT_MAX } from './ids-schema.ts';
import { END_BEFORE_START, FIELD_REQUIRED, INVALID_DATE, NOT_POSITIVE } from './messages.ts';
import { pageQuery } from './paging-schema.ts';
import { percent } from './user-create-schema.ts';

const period = {
  start: dateField(FIELD_REQUIRED, INVALID_DATE),
  end: dateField(FIELD_REQUIRED, INVALID_DATE),
  value: percent().refine((v) => Number(v) > 0, NOT_POSITIVE),
};
const endAfterStart = <T extends { start: string; end: string }>(b: T) => b.end >= b.start;

/** POST users/user/{id}/assign_discount?start=YYYY-MM-DD&end=YYYY-MM-DD&value=10 */
export const assignDiscountQuery = z.object(period).refine(endAfterStart, { message: END_BEFORE_START, path: ['end'] });

/** The Add discount modal: the franchise or master franchise, then the period and the percent. */
export const DISCOUNT_OWNER_ROLES = ['franchise', 'master_franchise'] as const;
export const addDiscountForm = z
  .object({
    role: z.enum(DISCOUNT_OWNER_ROLES),
    franchise: chosenId(FIELD_REQUIRED),
    ...period,
  })
  .refine(endAfterStart, { message: END_BEFORE_START, path: ['end'] });
export type AddDiscountInput = z.input<typeof addDiscountForm>;

export const discountsQuery = pageQuery.extend({
  franchise: z.coerce.number().int().positive().max(PG_INT_MAX).optional().describe('only this franchise'),
});

export const discountRow = z.object({
  id: z.number().int(),
  franchise: z.object({
    id: z.number().int(),
    role: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    middle_name: z.string(),
    email: z.string(),
  }),
  start: z.string(),
  end: z.string(),
  value: z.string().describe('percent, 2 decimals'),
});
export type DiscountRow = z.infer<typeof discountRow>;
