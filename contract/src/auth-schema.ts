// Sign-in, password recovery and e-mail activation (spec 000 sections 2 and 7).
import { z } from 'zod';
import { emailField, passwordField, requiredString } from './fields-schema.ts';
import { FIELD_IS_REQUIRED, NULL_CHAR } from './messages.ts';

const credential = (max: number) =>
  z
    .string({ error: (iss) => (iss.input == null ? FIELD_IS_REQUIRED : 'Not a valid string.') })
    .min(1, FIELD_IS_REQUIRED)
    .max(max, `Ensure this field has no more than ${max} characters.`)
    .refine((s) => !s.includes('\u0000'), NULL_CHAR);

/** POST users/user/auth. */
export const signInBody = z.object({
  username: credential(254).describe('The e-mail (case-insensitive)'),
  password: credential(128),
});
export const signInAnswer = z.object({ token: z.string().describe('for `Authorization: Token <token>`') });

/** POST users/user/restore: asks for a reset link. */
export const restoreBody = z.object({ email: emailField(FIELD_IS_REQUIRED) });

/** POST users/user/restore/confirm: the new password and the token of the link. */
export const restoreConfirmBody = z.object({
  password: passwordField(FIELD_IS_REQUIRED),
  token: requiredString(FIELD_IS_REQUIRED, 200),
});

/** {"status": "OK"}. */
export const statusOk = z.object({ status: z.literal('OK') });

/** GET users/user/activate/{param1}/{param2}. */
export const activationParams = z.object({ param1: z.string(), param2: z.string() });
export const activationAnswer = z.object({ message: z.string().describe('shown green when it contains "verified"') });
