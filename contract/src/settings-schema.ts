// The network owner's settings (issue 11; spec 002 "Settings": super franchise only): GET settings/public for every
// visitor, GET and PATCH settings for the super franchise, POST and DELETE settings/backgrounds/{area}. The API
// validates PATCH with `settingsPatchBody` and the Settings form with `contactSettingsForm`: the same rules.
import { z } from 'zod';
import { emailField } from './fields-schema.ts';
import { EMAIL_MAX_LENGTH, isEmail, normalizePhone } from './formats.ts';
import {
  ADDRESS_TOO_LONG,
  FIELD_REQUIRED,
  INVALID_EMAIL,
  INVALID_HTTPS_URL,
  INVALID_PHONE,
  NULL_CHAR,
} from './messages.ts';
import {
  ADDRESS_MAX_LENGTH,
  BACKGROUND_AREAS,
  CONTACT_PHONE_MAX_LENGTH,
  isHttpsUrl,
  SETTINGS_URL_MAX_LENGTH,
  SOCIAL_LINKS,
  type SocialLink,
} from './settings.ts';

export * from './settings.ts';

/** An optional text field: null or missing reads as '' (left empty: not shown), then trimmed and checked. */
const optional = (invalid: string, check: (s: string) => boolean, max: number, tooLong = invalid) =>
  z
    .string({ error: invalid })
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(
      z
        .string()
        .max(max, tooLong)
        .refine((s) => !s.includes('\u0000'), NULL_CHAR)
        .refine((s) => s === '' || check(s), invalid),
    );

const httpsUrl = () => optional(INVALID_HTTPS_URL, isHttpsUrl, SETTINGS_URL_MAX_LENGTH);

/** The Settings form: every contact field (the franchise-application e-mail is required, the rest optional). */
export const contactSettingsForm = z.object({
  contact_email: optional(INVALID_EMAIL, isEmail, EMAIL_MAX_LENGTH).transform((s) => s.toLowerCase()),
  phone: optional(INVALID_PHONE, (s) => normalizePhone(s) !== null, CONTACT_PHONE_MAX_LENGTH),
  address: optional(ADDRESS_TOO_LONG, () => true, ADDRESS_MAX_LENGTH),
  franchise_email: emailField(FIELD_REQUIRED),
  ...(Object.fromEntries(SOCIAL_LINKS.map((name) => [name, httpsUrl()])) as Record<
    SocialLink,
    ReturnType<typeof httpsUrl>
  >),
});
export type ContactSettingsInput = z.input<typeof contactSettingsForm>;
export type ContactSettingsValues = z.output<typeof contactSettingsForm>;

/** PATCH settings: any of the contact fields; a field not sent keeps its value, '' (or null) empties an optional one. */
export const settingsPatchBody = contactSettingsForm.partial();

const backgrounds = z.object(
  Object.fromEntries(BACKGROUND_AREAS.map((area) => [area, z.string().nullable()])) as Record<
    (typeof BACKGROUND_AREAS)[number],
    z.ZodNullable<z.ZodString>
  >,
);

/** GET settings/public: the contact details, the social links ('' = not shown) and the backgrounds. */
export const publicSettingsSchema = z.object({
  contact_email: z.string(),
  phone: z.string(),
  address: z.string(),
  franchise_email: z.string(),
  facebook: z.string(),
  instagram: z.string(),
  youtube: z.string(),
  telegram: z.string(),
  backgrounds: backgrounds.describe('the public URL of each area’s background (/media/backgrounds/...), or null'),
});

/** GET/PATCH settings and every background write: the settings and when they were last saved (null: never). */
export const settingsSchema = publicSettingsSchema.extend({
  updated: z.string().nullable().describe('when the settings were last changed; null: the defaults'),
});
export type Settings = z.infer<typeof settingsSchema>;

export const backgroundParams = z.object({ area: z.enum(BACKGROUND_AREAS).describe(BACKGROUND_AREAS.join(', ')) });
