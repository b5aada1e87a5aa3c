// The server's messages (@abacus/contract/messages) in the viewer's language: each known message has a key under
// `serverMessages` in the staff namespace; anything else reads "Error has occurred" (spec 002 section 8), never
// untranslated English.
import type { TFunction } from 'i18next';
import * as m from '@abacus/contract/messages';
import { errorMessage } from '@abacus/shared';

const KEYS: Record<string, string> = {
  [m.ALREADY_BLOCKED]: 'alreadyBlocked',
  [m.NOT_FOUND]: 'notFound',
  [m.NO_PERMISSION]: 'noPermission',
  [m.FIELD_IS_REQUIRED]: 'required',
  [m.FIELD_REQUIRED]: 'required',
  [m.INVALID_EMAIL]: 'email',
  [m.INVALID_PHONE]: 'phone',
  [m.EMAIL_TAKEN]: 'emailTaken',
  [m.PHONE_TAKEN]: 'phoneTaken',
  [m.PASSWORD_TOO_SHORT]: 'passwordTooShort',
  [m.PASSWORD_TOO_LONG]: 'passwordTooLong',
  [m.INVALID_DATE]: 'date',
};

/** A server message, translated; unknown ones fall back to "Error has occurred". */
export const translateServerMessage = (message: string | undefined, t: TFunction) =>
  t(`serverMessages.${(message && KEYS[message]) || 'failed'}`);

/** The message of a failed call (detail, else the first non-field error), translated. */
export const failureText = (error: unknown, t: TFunction) => translateServerMessage(errorMessage(error), t);
