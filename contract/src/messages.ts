// Messages the API answers in Django-REST error bodies and the screens translate (spec 000 section 5,
// spec 002 section 8). Plain TypeScript, no zod: the public site maps them to its translation keys.

export const FIELD_IS_REQUIRED = 'Field is required';
/** The trial-lesson form's wording (spec 000 section 5). */
export const FIELD_REQUIRED = 'Field required';
export const SELECT_AGE = 'Select age';
export const INVALID_EMAIL = 'Enter a valid email address.';
export const INVALID_PHONE = 'The phone number entered is not valid';
export const PASSWORD_TOO_SHORT = 'Min length 6 chars';
export const PASSWORD_TOO_LONG = 'Max length 20 chars';
export const EMAIL_TAKEN = 'User with such email already exists';
export const PHONE_TAKEN = 'User with such phone number already exists';
export const INVALID_RESET_LINK = 'Invalid or expired link.';
export const ACCOUNT_DEACTIVATED = 'Your account has been deactivated';
export const INVALID_DATE = 'Enter a valid date.';
/** A date of birth after today (a staff form accepted 2099). */
export const BIRTHDAY_IN_FUTURE = 'The date of birth cannot be in the future.';
/** Zod's own checks as Django REST words them (zod-messages-schema.ts), where a schema names none. */
export const NOT_A_STRING = 'Not a valid string.';
export const NOT_A_LIST = 'Expected a list of items.';
/** A body (or a field) that must be an object and is a list, a text or a number (Django REST's words). */
export const NOT_AN_OBJECT = 'Invalid data. Expected a dictionary.';
export const NOT_A_BOOLEAN = 'Must be a valid boolean.';
export const INVALID_VALUE = 'Invalid value.';
export const INVALID_URL = 'Enter a valid URL.';
export const NOT_FOUND = 'Not found.';
export const NO_PERMISSION = 'You do not have permission to perform this action.';
export const NULL_CHAR = 'Null characters are not allowed.';
/** Text with half of a UTF-16 pair (a lone surrogate): no character, and not storable as UTF-8. */
export const INVALID_CHARACTERS = 'The text contains invalid characters.';
/** Spec 002 section 4: blocking is possible only for active users. */
export const ALREADY_BLOCKED = 'This user is already blocked.';
export const ALREADY_ACTIVE = 'This user is already active.';
/** Spec 002 "Discount": one franchise's discount periods never overlap. */
export const DISCOUNT_OVERLAP = 'This franchise already has a discount in this period.';
export const END_BEFORE_START = 'The end cannot be before the start.';
/** Spec 002 "Bonus modal": a holiday of 1 to 92 days. */
export const HOLIDAY_DAYS_RANGE = 'Ensure this value is between 1 and 92.';
/** Spec 002 section 8: two accounts of one (family) e-mail may not share a password. */
export const PASSWORD_NOT_UNIQUE = 'The given password is not unique for this email';
/** Spec 002 section 5 "Student create". */
export const PASSWORDS_COINCIDE = 'The passwords of the parent and the student should not coincide';
export const STUDENT_EMAIL_TAKEN = 'A student with this email address already exists';
export const NOT_NEGATIVE = 'Ensure this value is greater than or equal to 0.';
export const NOT_POSITIVE = 'Ensure this value is greater than 0.';
export const PERCENT_TOO_BIG = 'Ensure this value is less than or equal to 100.';
/** The largest amount a money column (numeric(12,2)) holds. */
export const MONEY_TOO_BIG = 'Ensure this value is less than or equal to 9999999999.99.';
export const INVALID_NUMBER = 'A valid number is required.';
export const INVALID_TIME = 'Enter a valid time.';
export const INVALID_CHOICE = 'Select a valid choice.';
/** A parent, group, teacher or franchise chosen in a form that the viewer may not use. */
export const NO_SUCH_CHOICE = 'No such choice.';
/** An i$ grant of 0 (it would give nothing, yet write a ledger row). */
export const NOT_ZERO = 'Enter an amount other than 0.';
/** An amount with cents past the second decimal (money columns keep two). */
export const TWO_DECIMALS = 'Ensure that there are no more than 2 decimal places.';
/** An i$ withdrawal bigger than a student's balance. */
export const NOT_ENOUGH_INDIGO = 'Not enough i$ on the balance.';
/** An i$ grant that names both a student and a group (the modal is opened on one of them). */
export const STUDENT_OR_GROUP = 'Choose a student or a group, not both.';
/** An i$ grant to a group without active students. */
export const NO_STUDENTS = 'There are no active students in this group.';
/** A group whose deletion would hide its students without a parent account from the viewer's tree. */
export const GROUP_HOLDS_STUDENTS = 'Move the students without a parent account to another group first.';

/** Documents of a profile (spec 002 "Document"; section 5 "Other": "file add needs a chosen file"). */
export const NO_FILE_CHOSEN = 'Choose a file.';
export const FILE_TOO_LARGE = 'The file is larger than 10 MB.';
export const FILE_TYPE_REFUSED = 'Files of this type are not accepted.';
export const TOO_MANY_DOCUMENTS = 'This profile already has 50 documents: delete some first.';

/** The materials storage (spec 002 "Storage screen"). */
export const INVALID_NAME = 'Enter a valid name.';
export const STORAGE_FILE_TOO_LARGE = 'The file is larger than 50 MB.';
export const FOLDER_HOLDS_OTHERS = 'This folder holds materials of other people: it cannot be deleted.';
export const FOLDER_NAME_TAKEN = 'A folder with this name already exists here.';

/** The network owner's settings (issue 11: contact details, social links, backgrounds). */
export const INVALID_HTTPS_URL = 'Enter a valid address starting with https://';
export const ADDRESS_TOO_LONG = 'Ensure this field has no more than 300 characters.';
/** A background upload (defined beside its rules, so that the landing page's first load never carries them). */
export { IMAGE_TOO_LARGE, IMAGE_TYPE_REFUSED } from './backgrounds.ts';

/** Pictures and videos of lessons and pages (issue 11). */
export const MEDIA_TOO_LARGE = 'The file is too large: pictures up to 10 MB, videos up to 100 MB.';
