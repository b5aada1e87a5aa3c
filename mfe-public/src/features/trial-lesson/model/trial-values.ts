// What the trial-lesson form holds. Apart from its checks (validate-trial.ts), which load with the first use of the
// form: the landing page draws the form without them.
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from '@abacus/contract/registration';

export const CHILD_AGES = Array.from({ length: CHILD_AGE_MAX - CHILD_AGE_MIN + 1 }, (_, i) => CHILD_AGE_MIN + i);

export interface TrialForm {
  parent_name: string;
  child_age: string;
  phone_country: string;
  phone_number: string;
  country: string;
  city: string;
}
