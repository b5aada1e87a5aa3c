// The contract's messages (@abacus/contract/messages) in the viewer's language. The API answers them in
// Django-REST error bodies and the forms' zod schemas raise the same ones, so one table translates both. Keys live
// under `messages` in the kit's namespace; anything unknown reads "Error has occurred" (spec 002 section 8), never
// untranslated English.
import type { TFunction } from 'i18next';
import * as m from '@abacus/contract/messages';
import { errorMessage } from '@abacus/shared';

const KEYS: Record<string, string> = {
  [m.ALREADY_BLOCKED]: 'alreadyBlocked',
  [m.ALREADY_ACTIVE]: 'alreadyActive',
  [m.DISCOUNT_OVERLAP]: 'discountOverlap',
  [m.END_BEFORE_START]: 'endBeforeStart',
  [m.NOT_POSITIVE]: 'notPositive',
  [m.NO_FILE_CHOSEN]: 'noFile',
  [m.FILE_TOO_LARGE]: 'fileTooLarge',
  [m.FILE_TYPE_REFUSED]: 'fileType',
  [m.TOO_MANY_DOCUMENTS]: 'tooManyDocuments',
  [m.INVALID_NAME]: 'invalidName',
  [m.STORAGE_FILE_TOO_LARGE]: 'storageFileTooLarge',
  [m.FOLDER_HOLDS_OTHERS]: 'folderHoldsOthers',
  [m.FOLDER_NAME_TAKEN]: 'folderNameTaken',
  [m.MEDIA_TOO_LARGE]: 'mediaTooLarge',
  [m.HOLIDAY_DAYS_RANGE]: 'holidayDays',
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
  [m.BIRTHDAY_IN_FUTURE]: 'birthdayInFuture',
  [m.PASSWORD_NOT_UNIQUE]: 'passwordNotUnique',
  [m.PASSWORDS_COINCIDE]: 'passwordsCoincide',
  [m.STUDENT_EMAIL_TAKEN]: 'studentEmailTaken',
  [m.NOT_NEGATIVE]: 'notNegative',
  [m.PERCENT_TOO_BIG]: 'percentTooBig',
  [m.INVALID_NUMBER]: 'number',
  [m.INVALID_TIME]: 'time',
  [m.INVALID_CHOICE]: 'choice',
  [m.NO_SUCH_CHOICE]: 'noSuchChoice',
  [m.NOT_ENOUGH_INDIGO]: 'notEnoughIndigo',
  [m.NOT_ZERO]: 'notZero',
  [m.TWO_DECIMALS]: 'twoDecimals',
  [m.NO_STUDENTS]: 'noStudents',
  [m.STUDENT_OR_GROUP]: 'studentOrGroup',
  [m.GROUP_HOLDS_STUDENTS]: 'groupHoldsStudents',
  [m.INVALID_HTTPS_URL]: 'httpsUrl',
  [m.ADDRESS_TOO_LONG]: 'addressTooLong',
  [m.IMAGE_TYPE_REFUSED]: 'imageType',
  [m.IMAGE_TOO_LARGE]: 'imageTooLarge',
  [m.NULL_CHAR]: 'nullChar',
  [m.INVALID_CHARACTERS]: 'invalidCharacters',
};

/**
 * The contract's limits, written with their figure (Django REST's wording): a length, a count, a bound, a range. Each
 * reads with its figure in the viewer's language. The texts carry no noun agreeing with the figure except
 * "characters", and every length limit of the contract ends in 0 or 5, which takes the same plural form everywhere.
 */
const BOUNDED: [RegExp, string, (match: RegExpExecArray) => Record<string, string>][] = [
  [/^Ensure this field has no more than (\d+) characters\.$/, 'maxChars', (m) => ({ max: m[1] })],
  [/^Ensure this field has no more than (\d+) elements\.$/, 'maxItems', (m) => ({ max: m[1] })],
  [/^Ensure this value is less than or equal to (-?[\d.]+)\.$/, 'maxValue', (m) => ({ max: m[1] })],
  [/^Ensure this value is greater than or equal to (-?[\d.]+)\.$/, 'minValue', (m) => ({ min: m[1] })],
  [/^Ensure this value is between ([\d.]+) and ([\d.]+)\.$/, 'between', (m) => ({ min: m[1], max: m[2] })],
];

function bounded(message: string): { key: string; values: Record<string, string> } | null {
  for (const [pattern, key, values] of BOUNDED) {
    const match = pattern.exec(message);
    if (match) return { key, values: values(match) };
  }
  return null;
}

/** Is this one of the contract's messages (so it has a translation)? */
export const isKnownMessage = (message: string) => message in KEYS || bounded(message) !== null;

/** A contract message in the viewer's language (`t` of the admin namespace); unknown ones: "Error has occurred". */
export function translateServerMessage(message: string | undefined, t: TFunction): string {
  if (message && KEYS[message]) return t(`messages.${KEYS[message]}`, { ns: 'admin' });
  const limit = message ? bounded(message) : null;
  if (limit) return t(`messages.bounded.${limit.key}`, { ns: 'admin', ...limit.values });
  return t('messages.failed', { ns: 'admin' });
}

/** The message of a failed call (detail, else the first non-field error), translated. */
export const failureText = (error: unknown, t: TFunction) => translateServerMessage(errorMessage(error), t);
