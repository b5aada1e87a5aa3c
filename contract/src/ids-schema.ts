import { z } from 'zod';

/** The largest value of a PostgreSQL integer (serial) column. */
export const PG_INT_MAX = 2_147_483_647;
export const INVALID_ID = 'A valid integer is required.';

/**
 * A database id in a path or query string: digits only, 1..2^31-1 (a serial column), so junk never reaches SQL.
 * A bad value fails validation (400 "Invalid request parameters.").
 */
export const idParam = () =>
  z
    .string({ error: INVALID_ID })
    .regex(/^\d{1,10}$/, INVALID_ID)
    .transform(Number)
    .refine((n) => n >= 1 && n <= PG_INT_MAX, INVALID_ID)
    .describe('integer id');

/** A database id in a JSON body: a positive integer a serial column can hold (2^31 fails here, not in SQL). */
export const bodyId = () => z.number().int().positive().max(PG_INT_MAX);

/** Path parameters `{id}`. */
export const idParams = z.object({ id: idParam() });

/** Optional `?user=`: the student whose data is read; defaults to the signed-in user. */
export const userQuery = z.object({ user: idParam().optional().describe('student id; default: yourself') });
