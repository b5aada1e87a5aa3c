// Creates the first account of a school installed without the demo data (SEED_DEMO=0): the super franchise, from
// SUPER_EMAIL, SUPER_PASSWORD (the sign-in's password rules), SUPER_FIRST_NAME and SUPER_LAST_NAME, on the server of
// DATABASE_URL. Refuses when a super franchise exists already. Everyone else is then created from the staff area.
//   DATABASE_URL=… SUPER_EMAIL=… SUPER_PASSWORD=… node --import tsx src/db/create-super-cli.ts
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { emailField, passwordField } from '@abacus/contract/fields-schema';
import { hashPassword } from '../auth/passwords.ts';
import { loadConfig } from '../config.ts';
import { openPg } from './client.ts';
import { runMigrations } from './migrate.ts';
import { seedCatalogueIfNew } from './seed-catalogue.ts';
import { users } from './schema.ts';

const input = z.object({
  email: emailField('SUPER_EMAIL is required.'),
  password: passwordField('SUPER_PASSWORD is required.'),
  firstName: z.string().trim().min(1, 'SUPER_FIRST_NAME is required.').max(150),
  lastName: z.string().trim().min(1, 'SUPER_LAST_NAME is required.').max(150),
});

const config = loadConfig();
if (!config.databaseUrl) {
  console.error('DATABASE_URL is not set: this command creates the account on an existing PostgreSQL server.');
  process.exit(2);
}
const parsed = input.safeParse({
  email: process.env.SUPER_EMAIL,
  password: process.env.SUPER_PASSWORD,
  firstName: process.env.SUPER_FIRST_NAME,
  lastName: process.env.SUPER_LAST_NAME,
});
if (!parsed.success) {
  console.error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  process.exit(2);
}
const database = openPg(config.databaseUrl);
try {
  await runMigrations(database);
  // Created before the API's first start, the school still gets its course, shop and reward clips.
  await seedCatalogueIfNew(database.db);
  const existing = await database.db.select({ id: users.id }).from(users).where(eq(users.role, 'super_franchise'));
  if (existing.length) throw new Error('A super franchise exists already.');
  const { email, password, firstName, lastName } = parsed.data;
  await database.db.insert(users).values({
    email: email.toLowerCase(),
    passwordHash: await hashPassword(password, config.argon2),
    role: 'super_franchise',
    firstName,
    lastName,
    emailVerified: true,
  });
  console.log(`The super franchise ${email} can sign in.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
