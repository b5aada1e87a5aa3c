// Server messages we know, mapped to i18n keys so they show in the visitor's language.
const KNOWN: Record<string, string> = {
  'Field is required': 'validation.required',
  'Field required': 'validation.fieldRequired',
  'Select age': 'validation.selectAge',
  'Enter a valid email address.': 'validation.email',
  'The phone number entered is not valid': 'validation.phone',
  'Max length 20 chars': 'validation.maxLength20',
  'Min length 6 chars': 'validation.minLength6',
  'User with such email already exists': 'serverErrors.emailExists',
  'User with such phone number already exists': 'serverErrors.phoneExists',
  'Invalid or expired link.': 'serverErrors.invalidLink',
};

/** Marks a message that has no translation and is shown as the server wrote it. */
const VERBATIM = '!';

/** An error entry for a form: an i18n key, or the server's own text marked verbatim. */
export const serverMessageKey = (message: string) => KNOWN[message] ?? `${VERBATIM}${message}`;

/** Shows a form error entry (i18n key or verbatim server text). */
export const showError = (entry: string | undefined, t: (key: string) => string) =>
  entry === undefined ? undefined : entry.startsWith(VERBATIM) ? entry.slice(1) : t(entry);
