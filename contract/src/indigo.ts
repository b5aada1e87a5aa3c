// The i$ ledger's lists. Plain TypeScript, no zod.

/** What a ledger row is for: the interface words each kind in its own language ('manual' shows the staff's reason). */
export const TRANSACTION_KINDS = ['purchase', 'puzzle', 'homework_task', 'bonus', 'manual'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
