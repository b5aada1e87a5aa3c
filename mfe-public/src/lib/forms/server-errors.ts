// Server messages we know (@abacus/contract/messages), mapped to i18n keys so they show in the visitor's language.
import * as m from '@abacus/contract/messages';

const KNOWN: Record<string, string> = {
  [m.FIELD_IS_REQUIRED]: 'validation.required',
  [m.FIELD_REQUIRED]: 'validation.fieldRequired',
  [m.SELECT_AGE]: 'validation.selectAge',
  [m.INVALID_EMAIL]: 'validation.email',
  [m.INVALID_PHONE]: 'validation.phone',
  [m.PASSWORD_TOO_LONG]: 'validation.maxLength20',
  [m.PASSWORD_TOO_SHORT]: 'validation.minLength6',
  [m.EMAIL_TAKEN]: 'serverErrors.emailExists',
  [m.PHONE_TAKEN]: 'serverErrors.phoneExists',
  [m.INVALID_RESET_LINK]: 'serverErrors.invalidLink',
  [m.PASSWORD_NOT_UNIQUE]: 'serverErrors.passwordNotUnique',
};

/** Marks a message that has no translation and is shown as the server wrote it. */
const VERBATIM = '!';

/** An error entry for a form: an i18n key, or the server's own text marked verbatim. */
export const serverMessageKey = (message: string) => KNOWN[message] ?? `${VERBATIM}${message}`;

/** Shows a form error entry (i18n key or verbatim server text). */
export const showError = (entry: string | undefined, t: (key: string) => string) =>
  entry === undefined ? undefined : entry.startsWith(VERBATIM) ? entry.slice(1) : t(entry);
