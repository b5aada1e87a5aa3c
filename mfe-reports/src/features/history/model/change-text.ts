// What a change history entry says (spec 002 sections 3 "Change history entry", 4): is_active "false" reads Blocked
// and "true" Unlocked; a price or first-month price change shows the old and the new amount as money.
import { formatMoney } from '@abacus/contract/finance';
import type { ChangeEntry } from '@abacus/contract/user-changes-schema';

export type ChangeKind = 'blocked' | 'unlocked' | 'price' | 'price_first_month';

export interface ChangeText {
  kind: ChangeKind;
  /** The amounts of a price change ('—' for none). */
  from?: string;
  to?: string;
}

const NONE = '—';
const money = (value: string | null) =>
  value === null || value.trim() === '' ? NONE : /^-?\d+(\.\d+)?$/.test(value) ? formatMoney(value) : value;

export function describeChange(entry: Pick<ChangeEntry, 'field_name' | 'old_value' | 'new_value'>): ChangeText {
  if (entry.field_name === 'is_active') return { kind: entry.new_value === 'true' ? 'unlocked' : 'blocked' };
  return { kind: entry.field_name, from: money(entry.old_value), to: money(entry.new_value) };
}
