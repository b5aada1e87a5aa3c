// Sending a trial request: the form's checks, then the API, then the server's refusals mapped to the fields. Loaded
// when the visitor first works with the form (trial-form.tsx): none of it is part of the landing page's first load.
import { fieldErrors } from '@abacus/shared';
import { toInternational } from '@/lib/phone/phone';
import type { FormErrors } from '@/lib/forms/validate-registration';
import { serverMessageKey } from '@/lib/forms/server-errors';
import { createTrialLesson } from '../api/create-trial-lesson';
import { validateTrial } from './validate-trial';
import type { TrialForm } from './trial-values';

/** Sent; or the fields to fix (checked here, or refused by the server); or failed with no field to blame. */
export type TrialOutcome = { sent: true } | { errors: FormErrors<TrialForm> } | { failed: true };

const SERVER_FIELDS = ['parent_name', 'child_age', 'phone_number'] as const;

export async function submitTrial(values: TrialForm): Promise<TrialOutcome> {
  const found = validateTrial(values);
  if (Object.keys(found).length) return { errors: found };
  try {
    await createTrialLesson({
      parent_name: values.parent_name.trim(),
      child_age: Number(values.child_age),
      phone_number: toInternational(values.phone_country, values.phone_number),
      country: values.country.trim(),
      city: values.city.trim(),
    });
    return { sent: true };
  } catch (error) {
    const server = fieldErrors(error);
    const onFields = Object.fromEntries(
      SERVER_FIELDS.filter((f) => server[f]).map((f) => [f, serverMessageKey(server[f])]),
    );
    return Object.keys(onFields).length ? { errors: onFields } : { failed: true };
  }
}
