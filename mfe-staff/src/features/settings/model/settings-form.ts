// The Settings form's values and what a save sends, apart from React.
import { IMAGE_TOO_LARGE, IMAGE_TYPE_REFUSED, NO_FILE_CHOSEN } from '@abacus/contract/messages';
import {
  type BackgroundArea,
  backgroundFileProblem,
  CONTACT_FIELDS,
  type ContactField,
  type ContactSettingsValues,
  type Settings,
  SOCIAL_LINKS,
} from '@abacus/contract/settings-schema';

export type SettingsFormValues = Record<ContactField, string>;

/** The form's groups, in their order on the page. */
export const CONTACT_GROUP: readonly ContactField[] = ['contact_email', 'phone', 'address', 'franchise_email'];
export const SOCIAL_GROUP: readonly ContactField[] = SOCIAL_LINKS;

/** The form starts from the stored settings (the defaults where nothing was saved). */
export const settingsFormValues = (settings: Settings): SettingsFormValues =>
  Object.fromEntries(CONTACT_FIELDS.map((field) => [field, settings[field] ?? ''])) as SettingsFormValues;

/** Only what differs from the values the form started from (as the schema cleaned them: trimmed, lowercased). */
export function changedSettings(
  parsed: ContactSettingsValues,
  saved: SettingsFormValues,
): Partial<ContactSettingsValues> {
  const out: Partial<ContactSettingsValues> = {};
  for (const field of CONTACT_FIELDS) if (parsed[field] !== saved[field]) out[field] = parsed[field];
  return out;
}

/** The contract message of a chosen file that cannot be a background (translated by the admin kit), or null. */
export function backgroundFileMessage(file: { type: string; size: number } | undefined): string | null {
  if (!file) return NO_FILE_CHOSEN;
  const problem = backgroundFileProblem(file);
  return problem === 'type' ? IMAGE_TYPE_REFUSED : problem === 'size' ? IMAGE_TOO_LARGE : null;
}

/** Where an area's background is seen (and can be tried out with the tester). */
export const AREA_PATHS: Record<BackgroundArea, string> = { landing: '/', games: '/games' };
