import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const ROLES = ['student', 'parent', 'teacher', 'franchise', 'master_franchise', 'super_franchise'] as const;
export type Role = (typeof ROLES)[number];

const created = () => timestamp('created', { withTimezone: true }).notNull().defaultNow();

/**
 * One table for every role. `parent_id` is the one "parent" link of the spec:
 * - teacher -> its franchise, franchise -> master franchise, master franchise -> super franchise;
 * - parent user -> the teacher it was created under;
 * - student -> its PARENT USER (role parent), or null. A student's place in the staff
 *   hierarchy comes from its group (group.teacher_id).
 * So the children of a parent user are `students where parent_id = parent.id`.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Stored lowercased and trimmed (citext-like); unique.
    email: varchar('email', { length: 254 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 20 }).$type<Role>().notNull(),
    firstName: varchar('first_name', { length: 150 }).notNull().default(''),
    lastName: varchar('last_name', { length: 150 }).notNull().default(''),
    middleName: varchar('middle_name', { length: 150 }).notNull().default(''),
    parentId: integer('parent_id').references((): any => users.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references((): any => groups.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    dateDeactivated: timestamp('date_deactivated', { withTimezone: true }),
    isFree: boolean('is_free').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    birthday: date('birthday', { mode: 'string' }),
    photo: text('photo'),
    notification: text('notification').notNull().default(''),
    timezone: varchar('timezone', { length: 64 }).notNull().default('Europe/Kiev'),
    defaultLanguage: varchar('default_language', { length: 8 }).notNull().default('en'),
    country: varchar('country', { length: 100 }).notNull().default(''),
    city: varchar('city', { length: 100 }).notNull().default(''),
    school: varchar('school', { length: 200 }).notNull().default(''),
    birthYear: smallint('birth_year'),
    parentFirstName: varchar('parent_first_name', { length: 150 }).notNull().default(''),
    parentLastName: varchar('parent_last_name', { length: 150 }).notNull().default(''),
    created: created(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_phone_number_idx').on(t.phoneNumber),
    index('users_parent_id_idx').on(t.parentId),
    index('users_group_id_idx').on(t.groupId),
    check('users_role_check', sql`${t.role} in ('student', 'parent', 'teacher', 'franchise', 'master_franchise', 'super_franchise')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    teacherId: integer('teacher_id').references((): any => users.id, { onDelete: 'set null' }),
    notification: text('notification').notNull().default(''),
    created: created(),
  },
  (t) => [index('groups_teacher_id_idx').on(t.teacherId)],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    /** sha256 hex of the token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created: created(),
    lastUsed: timestamp('last_used', { withTimezone: true }).notNull().defaultNow(),
    device: varchar('device', { length: 255 }).notNull().default(''),
    fingerprint: varchar('fingerprint', { length: 255 }).notNull().default(''),
  },
  (t) => [uniqueIndex('auth_tokens_token_hash_key').on(t.tokenHash), index('auth_tokens_user_id_idx').on(t.userId)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).$type<'reset' | 'activate'>().notNull(),
    expires: timestamp('expires', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    created: created(),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_key').on(t.tokenHash),
    index('email_tokens_user_id_idx').on(t.userId),
    check('email_tokens_purpose_check', sql`${t.purpose} in ('reset', 'activate')`),
  ],
);

export const trialLessons = pgTable('trial_lessons', {
  id: serial('id').primaryKey(),
  parentName: varchar('parent_name', { length: 200 }).notNull(),
  childAge: smallint('child_age').notNull(),
  phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
  country: varchar('country', { length: 100 }).notNull().default(''),
  city: varchar('city', { length: 100 }).notNull().default(''),
  created: created(),
});

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    created: created(),
  },
  (t) => [index('outbox_emails_to_idx').on(t.to, t.created)],
);

/** The i$ ledger: one row per deposit (+) or withdrawal (-). The balance is the sum. */
export const indigoTransactions = pgTable(
  'indigo_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    reason: text('reason').notNull().default(''),
    created: created(),
  },
  (t) => [index('indigo_transactions_user_id_idx').on(t.userId)],
);

