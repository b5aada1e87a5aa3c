// (Named -schema.ts: only those contract modules may import zod.)
// Zod's own messages as Django REST words them (the 2026-12-04 probe met "Invalid input: expected string, received
// undefined" and "Too big: expected string to have <=200 characters" in the API's answers). A schema's own message
// always wins; this is only for checks the contract left at zod's default, so that a message the API answers or a
// form shows is one the screens know (admin-kit's server-message.ts translates these, limits with their figure).
// Installed by the API (buildApp) and by the browser bundles that validate with the contract (zod-setup-schema.ts).
import { config, type core } from 'zod';
import {
  FIELD_IS_REQUIRED,
  INVALID_CHOICE,
  INVALID_EMAIL,
  INVALID_NUMBER,
  INVALID_URL,
  INVALID_VALUE,
  NOT_A_BOOLEAN,
  NOT_A_LIST,
  NOT_A_STRING,
  NOT_AN_OBJECT,
} from './messages.ts';

type Issue = core.$ZodRawIssue;

const isNumeric = (origin: unknown) => origin === 'number' || origin === 'int' || origin === 'bigint';
const isList = (origin: unknown) => origin === 'array' || origin === 'set';

/** The Django REST message of a zod issue; undefined leaves zod's own. */
export function djangoMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return FIELD_IS_REQUIRED;
      if (isNumeric(issue.expected)) return INVALID_NUMBER;
      if (issue.expected === 'string') return NOT_A_STRING;
      if (issue.expected === 'array') return NOT_A_LIST;
      if (issue.expected === 'object' || issue.expected === 'record') return NOT_AN_OBJECT;
      if (issue.expected === 'boolean') return NOT_A_BOOLEAN;
      return INVALID_VALUE;
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return `Ensure this field has no more than ${max} characters.`;
      if (isList(issue.origin)) return `Ensure this field has no more than ${max} elements.`;
      if (isNumeric(issue.origin) && issue.inclusive !== false)
        return `Ensure this value is less than or equal to ${max}.`;
      return INVALID_VALUE;
    }
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? FIELD_IS_REQUIRED : `Ensure this field has at least ${min} characters.`;
      if (isList(issue.origin)) return `Ensure this field has at least ${min} elements.`;
      if (isNumeric(issue.origin) && issue.inclusive !== false)
        return `Ensure this value is greater than or equal to ${min}.`;
      return INVALID_VALUE;
    }
    case 'invalid_value':
      return INVALID_CHOICE;
    case 'invalid_format':
      if (issue.format === 'email') return INVALID_EMAIL;
      if (issue.format === 'url') return INVALID_URL;
      return INVALID_VALUE;
    case 'invalid_union':
    case 'unrecognized_keys':
    case 'invalid_key':
    case 'invalid_element':
    case 'not_multiple_of':
      return INVALID_VALUE;
    default:
      return undefined;
  }
}

/** Zod's messages are Django REST's from now on (a setting of zod's for the whole process or page). */
export function installDjangoMessages(): void {
  config({ customError: djangoMessage });
}
