// The i$ ledger (GET indigo_dollars/balance/{id}).
import { z } from 'zod';
import { TRANSACTION_KINDS } from './indigo.ts';

export const transactionSchema = z.object({
  id: z.number().int(),
  amount: z.string().describe('positive = deposit, negative = withdrawal'),
  modified: z.string().describe('ISO 8601'),
  kind: z.enum(TRANSACTION_KINDS).describe('the interface words each kind itself, except manual'),
  reason: z.string().describe("the staff's own words for a manual row; an English note for the others"),
  item: z
    .object({
      id: z.number().int().describe('the shop item'),
      name: z.string().describe('in ?lang= (English when that language is missing)'),
    })
    .nullable()
    .describe('the shop item a purchase paid for; null for other kinds or an item since deleted'),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const balanceSchema = z.object({
  balance: z.string().describe('i$, exact, 2 decimals: the sum of the ledger'),
  txns: z.array(transactionSchema).describe('newest first'),
});
export type Balance = z.infer<typeof balanceSchema>;
