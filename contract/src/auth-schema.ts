// Sign-in, password recovery and e-mail activation (spec 000 sections 2 and 7).
import { z } from 'zod';
import { emailField, passwordField, requiredString } from './fields-schema.ts';
import { FIELD_IS_REQUIRED, NULL_CHAR, NOT_A_STRING } from './messages.ts';

const credential = (max: number) =>
  z
    .string({ error: (iss) => (iss.input == null ? FIELD_IS_REQUIRED : NOT_A_STRING) })
    .min(1, FIELD_IS_REQUIRED)
    .max(max, `Ensure this field has no more than ${max} characters.`)
    .refine((s) => !s.includes('\u0000'), NULL_CHAR);

/**
 * GET users/user/auth/challenge: a proof-of-work challenge (ALTCHA v2, SHA-256), signed by the server. The browser
 * searches the counter whose derived key starts with `keyPrefix` and sends it back with the sign-in.
 */
export const challengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string().max(40),
    nonce: z.string().max(200),
    salt: z.string().max(200),
    cost: z.number().int().positive().max(1_000_000),
    keyLength: z.number().int().positive().max(128),
    keyPrefix: z.string().max(256),
    keySignature: z.string().max(256).optional(),
    expiresAt: z.number().int().optional(),
  }),
  signature: z.string().max(256),
});
export type Challenge = z.infer<typeof challengeSchema>;

/** The solved challenge a sign-in carries once the server asked for one (`code: "challenge_required"`). */
export const challengeSolutionSchema = z.object({
  challenge: challengeSchema,
  solution: z.object({
    counter: z
      .number()
      .int()
      .nonnegative()
      .max(2 ** 32 - 1),
    derivedKey: z.string().max(256),
    time: z.number().optional(),
  }),
});
export type ChallengeSolution = z.infer<typeof challengeSolutionSchema>;

/** POST users/user/auth. */
export const signInBody = z.object({
  username: credential(254).describe('The e-mail (case-insensitive)'),
  password: credential(128),
  challenge: challengeSolutionSchema.optional().describe('required after repeated failures (code challenge_required)'),
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
