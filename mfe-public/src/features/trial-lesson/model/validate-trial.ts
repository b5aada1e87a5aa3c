// Trial-lesson rules: phone_number is required ("Field required", spec 000 section 5); the others
// are not given by the spec: a name is needed to call back, and the age must be the school's 5-14.
// The form is on the landing page: it checks with the contract's zod-free limits, not its schema (zod stays off /).
import { normalizePhone } from '@abacus/contract/formats';
import { isValidNationalNumber, toInternational } from '@/lib/phone/phone';
import type { FormErrors } from '@/lib/forms/validate-registration';
import type { TrialForm } from './trial-values';

export function validateTrial(form: TrialForm): FormErrors<TrialForm> {
  const errors: FormErrors<TrialForm> = {};
  if (!form.parent_name.trim()) errors.parent_name = 'validation.fieldRequired';
  if (!form.child_age) errors.child_age = 'validation.selectAge';
  if (!form.phone_number.trim()) errors.phone_number = 'validation.fieldRequired';
  // 8 to 10 digits (spec 000), and as long as the country's numbers are where the API knows it (Ukraine, Poland: 9).
  else if (
    !isValidNationalNumber(form.phone_number) ||
    normalizePhone(toInternational(form.phone_country, form.phone_number)) === null
  )
    errors.phone_number = 'validation.phone';
  return errors;
}
