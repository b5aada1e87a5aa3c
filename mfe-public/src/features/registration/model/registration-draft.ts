// What a visitor typed into the registration form, kept for the tab's life: the long form sits in a modal that a
// tap beside it or the phone's Back closes, and every field was empty again when it reopened (a parent's pass).
// The password is never kept.
import type { RegistrationForm } from '@/lib/forms/validate-registration';

const KEY = 'registration_draft';

export function readDraft(storage: Storage = sessionStorage): Partial<RegistrationForm> {
  try {
    const draft = JSON.parse(storage.getItem(KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(draft).filter(([key, value]) => key !== 'password' && typeof value === 'string'),
    ) as Partial<RegistrationForm>;
  } catch {
    return {};
  }
}

export function keepDraft(values: RegistrationForm, storage: Storage = sessionStorage): void {
  const { password: _, ...kept } = values;
  try {
    storage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // a full or blocked storage only loses the convenience
  }
}

export const dropDraft = (storage: Storage = sessionStorage) => storage.removeItem(KEY);
