import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { INVOICE_STATUSES, type InvoiceStatus } from '@abacus/contract/billing';
import {
  FRANCHISE_INVOICE_LINE_CODES,
  type FranchiseInvoiceLineCode,
} from '@abacus/contract/franchise-invoices-schema';
import { TRANSACTION_KINDS, type TransactionKind } from '@abacus/contract/indigo';
import { ROLES, type Role } from '@abacus/contract/roles';
import { CHANGED_FIELDS, type ChangedField } from '@abacus/contract/user-changes';
import {
  CURRENCIES,
  type Currency,
  ENG_STATUSES,
  type EngStatus,
  GROUP_AGES,
  type GroupAge,
  type WorkingDay,
} from '@abacus/contract/staff';
import { SHOP_CATEGORIES, SHOP_STATUSES, type ShopCategory, type ShopStatus } from '@abacus/contract/shop';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// The enum lists come from @abacus/contract; a CHECK constraint keeps each column to its list.
export type { InvoiceStatus, Role, ShopCategory, ShopStatus, TransactionKind };

/** `column in ('a', 'b', ...)`, written out as the migrations have it. */
const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

const created = () => timestamp('created', { withTimezone: true }).notNull().defaultNow();

/**
 * One table for every role. `parent_id` is the one "parent" link of the spec:
 * - teacher -> its franchise, franchise -> master franchise, master franchise -> super franchise;
 * - parent user -> the teacher it was created under;
 * - student -> its PARENT USER (role parent), or null. A student's place in the staff
 *   hierarchy comes from its group (group.teacher_id).
 * So the children of a parent user are `students where parent_id = parent.id`.
 */
/**
 * The text a person is found by in the staff lists (first and last name in either order, surname, e-mail, phone),
 * one expression so that one trigram index serves `ilike '%text%'` on a school of any size (users_search_trgm_idx).
 */
export const personSearchText = (t: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  middleName: AnyPgColumn;
  email: AnyPgColumn;
  phoneNumber: AnyPgColumn;
}) =>
  sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.lastName} || ' ' || ${t.firstName} || ' ' || ${t.middleName} || ' ' || ${t.email} || ' ' || coalesce(${t.phoneNumber}, ''))`;

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
    parentId: integer('parent_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references((): AnyPgColumn => groups.id, { onDelete: 'set null' }),
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
    // Staff profile fields (spec 002 section 3 "User profile").
    region: varchar('region', { length: 100 }).notNull().default(''),
    passport: varchar('passport', { length: 50 }).notNull().default(''),
    taxId: varchar('tax_id', { length: 50 }).notNull().default(''),
    isEmailSubscribed: boolean('is_email_subscribed').notNull().default(true),
    comments: text('comments').notNull().default(''),
    // A student's prices (changes are written to user_changes).
    price: numeric('price', { precision: 12, scale: 2 }),
    priceFirstMonth: numeric('price_first_month', { precision: 12, scale: 2 }),
    // Franchise terms (franchise, master and super franchise).
    royalty: numeric('royalty', { precision: 5, scale: 2 }),
    royaltyEn: numeric('royalty_en', { precision: 5, scale: 2 }),
    priceMin: numeric('price_min', { precision: 12, scale: 2 }),
    priceMinEn: numeric('price_min_en', { precision: 12, scale: 2 }),
    prDeposit: numeric('pr_deposit', { precision: 5, scale: 2 }),
    currency: varchar('currency', { length: 3 }).$type<Currency>(),
    engStatus: varchar('eng_status', { length: 8 }).$type<EngStatus>(),
    contractNumber: varchar('contract_number', { length: 50 }).notNull().default(''),
    legalActivityType: varchar('legal_activity_type', { length: 200 }).notNull().default(''),
    legalAddress: varchar('legal_address', { length: 300 }).notNull().default(''),
    legalId: varchar('legal_id', { length: 50 }).notNull().default(''),
    mfo: varchar('mfo', { length: 20 }).notNull().default(''),
    settlementAccount: varchar('settlement_account', { length: 50 }).notNull().default(''),
    reportEmail: varchar('report_email', { length: 254 }).notNull().default(''),
    isReportEmailVerified: boolean('is_report_email_verified').notNull().default(false),
    bonusDays: integer('bonus_days').notNull().default(0),
    bonusWeeks: smallint('bonus_weeks').notNull().default(0),
    // The first day of the holiday the bonus days count from (spec 002 "Bonus modal": holiday with a start date).
    bonusStart: date('bonus_start', { mode: 'string' }),
    // A student's summer deactivation month (spec 002 section 4: May-August, default August).
    deactivationMonth: smallint('deactivation_month').notNull().default(8),
    /**
     * A student's first day of study when it is not the account's day (the finance report counts from it,
     * docs/finance.md): the group's `lessons_starts` when the student joined before it, `infinity` while a new student
     * has no group. Kept by triggers (migration 0030), moved with the group's start while the study has not begun.
     */
    studyStart: date('study_start', { mode: 'string' }),
    created: created(),
  },
  (t) => [
    // A family shares one e-mail (a parent user and their children, told apart at sign-in by their passwords,
    // docs/decisions.md "Family e-mail"); every staff user has an e-mail of their own.
    index('users_email_idx').on(t.email),
    // The lists' order (last name, first name, id) within a role: a page of a large list reads 20 rows, not all.
    index('users_role_name_idx').on(t.role, t.lastName, t.firstName, t.id),
    index('users_search_trgm_idx').using('gin', sql`${personSearchText(t)} gin_trgm_ops`),
    // The subtree counts of the staff lists (staff-statistic.ts): students per group and parents per teacher,
    // read from the index alone.
    index('users_student_group_idx').on(t.groupId, t.isActive).where(sql`role = 'student'`),
    index('users_parent_owner_idx').on(t.parentId).where(sql`role = 'parent'`),
    // Every scope walks the staff tree down parent_id (access/scope.ts): read staff children only, not the 36 parents
    // and students each teacher also owns.
    index('users_staff_parent_idx').on(t.parentId).where(sql`role in ('master_franchise', 'franchise', 'teacher')`),
    uniqueIndex('users_staff_email_key').on(t.email).where(sql`role not in ('student', 'parent')`),
    check('users_currency_check', sql`${t.currency} is null or ${oneOf(t.currency, CURRENCIES)}`),
    check('users_eng_status_check', sql`${t.engStatus} is null or ${oneOf(t.engStatus, ENG_STATUSES)}`),
    check('users_deactivation_month_check', sql`${t.deactivationMonth} between 5 and 8`),
    check('users_bonus_check', sql`${t.bonusDays} >= 0 and ${t.bonusWeeks} between 0 and 3`),
    check(
      'users_money_check',
      sql`coalesce(${t.price}, 0) >= 0 and coalesce(${t.priceFirstMonth}, 0) >= 0
      and coalesce(${t.priceMin}, 0) >= 0 and coalesce(${t.priceMinEn}, 0) >= 0`,
    ),
    check(
      'users_percent_check',
      sql`coalesce(${t.royalty}, 0) between 0 and 100
      and coalesce(${t.royaltyEn}, 0) between 0 and 100 and coalesce(${t.prDeposit}, 0) between 0 and 100`,
    ),
    index('users_phone_number_idx').on(t.phoneNumber),
    index('users_parent_id_idx').on(t.parentId),
    index('users_group_id_idx').on(t.groupId),
    check('users_role_check', oneOf(t.role, ROLES)),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    teacherId: integer('teacher_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    notification: text('notification').notNull().default(''),
    address: varchar('address', { length: 255 }).notNull().default(''),
    district: varchar('district', { length: 150 }).notNull().default(''),
    street: varchar('street', { length: 150 }).notNull().default(''),
    locationName: varchar('location_name', { length: 150 }).notNull().default(''),
    age: varchar('age', { length: 10 }).$type<GroupAge>().notNull().default('junior'),
    /** For age `class`: the name shown instead of the value ("5-B"). */
    ageName: varchar('age_name', { length: 50 }).notNull().default(''),
    lessonsStarts: date('lessons_starts', { mode: 'string' }),
    /** HH:mm, 5-minute steps. */
    lessonTime: varchar('lesson_time', { length: 5 }),
    workingDays: text('working_days').array().$type<WorkingDay[]>().notNull().default(sql`'{}'::text[]`),
    created: created(),
  },
  (t) => [index('groups_teacher_id_idx').on(t.teacherId), check('groups_age_check', oneOf(t.age, GROUP_AGES))],
);

// The subtree counts of the staff lists (users/staff-statistic.ts), kept by triggers on users (migration 0016):
// a group's students and active students, and the parent users created under each user. No foreign keys: a
// group's or an owner's row outlives it harmlessly (ids are never reused), and the triggers never race a cascade.
export const groupCounters = pgTable('group_counters', {
  groupId: integer('group_id').primaryKey(),
  studentsTotal: integer('students_total').notNull().default(0),
  studentsActive: integer('students_active').notNull().default(0),
});

export const ownerCounters = pgTable('owner_counters', {
  ownerId: integer('owner_id').primaryKey(),
  parentsTotal: integer('parents_total').notNull().default(0),
});

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

/**
 * The change history of a user (spec 002 section 3 "Change history entry"): every change of price,
 * first-month price and is_active, whichever screen made it, with its author. Values are kept as text
 * ("true"/"false", "1200.00").
 */
export const userChanges = pgTable(
  'user_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    fieldName: varchar('field_name', { length: 32 }).$type<ChangedField>().notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_changes_user_id_idx').on(t.userId, t.modified),
    check('user_changes_field_name_check', oneOf(t.fieldName, CHANGED_FIELDS)),
  ],
);

/**
 * Discounts of franchises and master franchises (spec 002 sections 2 "Admin discounts page", 3 "Discount"): a
 * percentage off the royalty for the days from `start` to `end` (both included). Periods of one franchise never
 * overlap (checked under a lock on the franchise's row). The report (issue 13) reads them.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    franchiseId: integer('franchise_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    start: date('start', { mode: 'string' }).notNull(),
    end: date('end', { mode: 'string' }).notNull(),
    value: numeric('value', { precision: 5, scale: 2 }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    created: created(),
  },
  (t) => [
    index('discounts_franchise_id_idx').on(t.franchiseId, t.start),
    check('discounts_period_check', sql`${t.end} >= ${t.start}`),
    check('discounts_value_check', sql`${t.value} > 0 and ${t.value} <= 100`),
  ],
);

/**
 * The Documents tab of a staff profile (spec 002 sections 2 "Profile screen", 3 "Document"): files kept for a user
 * (a franchise's contract, a teacher's certificates). The bytes live under MEDIA_DIR/.documents/<stored_name> (or documents/<stored_name> in the S3 bucket when STORAGE_BACKEND=s3),
 * never served by /media/: only through the authenticated download, as an attachment.
 */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    storedName: varchar('stored_name', { length: 64 }).notNull().unique(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    created: created(),
  },
  (t) => [index('user_documents_user_id_idx').on(t.userId)],
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
    kind: varchar('kind', { length: 20 }).$type<TransactionKind>().notNull().default('manual'),
    reason: text('reason').notNull().default(''),
    /** A reward paid once per student: `homework:{id}`, `puzzle:{year}-{month}` (the unique index makes it once). */
    rewardKey: varchar('reward_key', { length: 40 }),
    created: created(),
    /**
     * The row as the ledger's read sends it, a JSON array `[id, amount, kind, reason, created]` (created as
     * `toISOString` writes it), computed by PostgreSQL whenever the row is written (migration 0026): the read joins
     * these texts instead of building JSON for every row on every read (indigo/history.ts).
     */
    ledgerEntry: text('ledger_entry').generatedAlwaysAs(sql`indigo_ledger_entry(id, amount, kind, reason, created)`),
  },
  (t) => [
    index('indigo_transactions_user_id_idx').on(t.userId),
    uniqueIndex('indigo_transactions_reward_key').on(t.userId, t.rewardKey).where(sql`reward_key is not null`),
    check('indigo_transactions_kind_check', oneOf(t.kind, TRANSACTION_KINDS)),
  ],
);

/**
 * Each user's i$ balance, the sum of their ledger rows, kept by triggers on indigo_transactions (migration 0024), in
 * the transaction that writes the rows: the profile every signed-in page reads shows it without adding up a child's
 * whole history. The ledger stays the truth: a purchase checks the sum itself (indigo/ledger.ts), and
 * indigo/balances.test.ts compares this with the sum after every kind of write. No row: a balance of 0.
 */
export const indigoBalances = pgTable('indigo_balances', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  balance: numeric('balance', { precision: 14, scale: 2 }).notNull(),
});

/** Texts kept per data language (@abacus/contract/languages: `ua` is stored as `uk`). */
export type Translations = Partial<Record<string, string>>;

/** Lesson groups of the curriculum (spec 000 "Lesson group: id, order, name_{lang}, lessons"). */
export const lessonGroups = pgTable('lesson_groups', {
  id: serial('id').primaryKey(),
  order: integer('order').notNull().default(0),
  name: jsonb('name').$type<Translations>().notNull().default({}),
  created: created(),
});

/** A lesson: name and sanitized HTML body per language. */
export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    lessonGroupId: integer('lesson_group_id').references(() => lessonGroups.id, { onDelete: 'set null' }),
    order: integer('order').notNull().default(0),
    name: jsonb('name').$type<Translations>().notNull().default({}),
    body: jsonb('body').$type<Translations>().notNull().default({}),
    /** Spec 002: "Lesson is_active is set to true on save"; an inactive lesson is not shown to students. */
    isActive: boolean('is_active').notNull().default(true),
    /** When each language's name or body last changed (ISO time), for the translation tracker. */
    textsUpdated: jsonb('texts_updated').$type<Translations>().notNull().default({}),
    created: created(),
  },
  (t) => [index('lessons_lesson_group_id_idx').on(t.lessonGroupId)],
);

/**
 * One row whose version goes up with every statement that writes lessons or lesson_groups (statement-level triggers,
 * migration 0020), in the writer's transaction: each API process keeps the curriculum it last read with the version it
 * read, and reads it again when the version it sees with a student's opened lessons differs (lessons/grouped).
 */
export const curriculumVersion = pgTable(
  'curriculum_version',
  {
    id: smallint('id').primaryKey(),
    version: integer('version').notNull().default(1),
  },
  (t) => [check('curriculum_version_one_row', sql`${t.id} = 1`)],
);

/**
 * One row whose version goes up with every statement that writes shop_items (a statement-level trigger, migration
 * 0022), in the writer's transaction: each API process keeps the shop's catalogue it last read with that version, and
 * reads it again when the version it sees with a child's purchases differs (eshop/items), as the curriculum above.
 */
export const shopVersion = pgTable(
  'shop_version',
  {
    id: smallint('id').primaryKey(),
    version: integer('version').notNull().default(1),
  },
  (t) => [check('shop_version_one_row', sql`${t.id} = 1`)],
);

/**
 * One row whose version goes up with every statement that writes homeworks or homework_games (statement-level
 * triggers, migration 0025), in the writer's transaction: each API process keeps the homework it read (a homework's
 * tile, times and entries, the same for every student it reaches) with that version, and reads it again when the
 * version it sees with a student's progress differs (the student's month, homework/month-progress.ts).
 */
export const homeworkVersion = pgTable(
  'homework_version',
  {
    id: smallint('id').primaryKey(),
    version: integer('version').notNull().default(1),
  },
  (t) => [check('homework_version_one_row', sql`${t.id} = 1`)],
);

/**
 * One row whose version goes up with every transaction that changes what a staff list of students shows or whom it
 * reaches (users' names, contacts, state, group, parent or role; groups' names and teachers: deferred row triggers that
 * bump it once, at the writer's commit, migration 0029): each API process keeps the teacher's first page it read with
 * that version, and reads it again when the version it sees with the teacher's session differs (users/students).
 */
export const studentsVersion = pgTable(
  'students_version',
  {
    id: smallint('id').primaryKey(),
    version: integer('version').notNull().default(1),
  },
  (t) => [check('students_version_one_row', sql`${t.id} = 1`)],
);

/** A public static page (spec 002 "Static pages": /faq, /terms...): its HTML per data language. */
export const staticPages = pgTable('static_pages', {
  slug: varchar('slug', { length: 32 }).primaryKey(),
  text: jsonb('text').$type<Translations>().notNull().default({}),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** A folder of the materials storage (spec 002 "Storage screen"); seen by its owner's franchise tree and below. */
export const storageFolders = pgTable(
  'storage_folders',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => storageFolders.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created: created(),
  },
  (t) => [index('storage_folders_parent_id_idx').on(t.parentId), index('storage_folders_owner_id_idx').on(t.ownerId)],
);

/** A file of the materials storage; its bytes are kept by the storage backend under `storage_key`. */
export const storageFiles = pgTable(
  'storage_files',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    folderId: integer('folder_id').references(() => storageFolders.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: varchar('storage_key', { length: 128 }).notNull().unique(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    created: created(),
  },
  (t) => [index('storage_files_folder_id_idx').on(t.folderId), index('storage_files_owner_id_idx').on(t.ownerId)],
);

/** The network owner's settings (spec 002 "Settings"; spec 000 section 6 backgrounds): one JSON value per key. */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * A lesson opened ("is_active") for one student or for a whole study group
 * (spec 002: POST users/user/{id}/lessons or groups/{id}/lessons). A student's lesson is active
 * when it is opened for the student or for the student's group.
 */
export const lessonActivations = pgTable(
  'lesson_activations',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    created: created(),
  },
  (t) => [
    uniqueIndex('lesson_activations_user_key').on(t.lessonId, t.userId),
    uniqueIndex('lesson_activations_group_key').on(t.lessonId, t.groupId),
    index('lesson_activations_user_id_idx').on(t.userId),
    index('lesson_activations_group_id_idx').on(t.groupId),
    check('lesson_activations_target_check', sql`(${t.userId} is null) <> (${t.groupId} is null)`),
  ],
);

/** Shop items (spec 000 "Shop item"). `file` and `additional_file` are URLs of the artwork. */
export const shopItems = pgTable(
  'shop_items',
  {
    id: serial('id').primaryKey(),
    name: jsonb('name').$type<Translations>().notNull().default({}),
    description: jsonb('description').$type<Translations>().notNull().default({}),
    file: text('file').notNull(),
    additionalFile: text('additional_file'),
    styleTag: varchar('style_tag', { length: 50 }).notNull().default(''),
    /** i$; null for souvenirs, which have no price. */
    price: numeric('price', { precision: 12, scale: 2 }),
    category: varchar('category', { length: 20 }).$type<ShopCategory>().notNull(),
    status: varchar('status', { length: 20 }).$type<ShopStatus>().notNull().default('AVAILABLE'),
    order: integer('order').notNull().default(0),
    created: created(),
  },
  (t) => [
    check('shop_items_category_check', oneOf(t.category, SHOP_CATEGORIES)),
    check('shop_items_status_check', oneOf(t.status, SHOP_STATUSES)),
    check('shop_items_price_check', sql`${t.price} is null or ${t.price} >= 0`),
  ],
);

/** Items a user owns. One row per (user, item): the unique index makes a second purchase impossible. */
export const purchasedItems = pgTable(
  'purchased_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => shopItems.id, { onDelete: 'cascade' }),
    isActivated: boolean('is_activated').notNull().default(false),
    /** The withdrawal that paid for it (null for free items). */
    transactionId: integer('transaction_id').references(() => indigoTransactions.id, { onDelete: 'set null' }),
    created: created(),
  },
  (t) => [
    uniqueIndex('purchased_items_user_item_key').on(t.userId, t.itemId),
    index('purchased_items_user_id_idx').on(t.userId),
  ],
);

/** Invoices (spec 002 "Invoice"): the student's payment history shows the paid ones. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull().default('UAH'),
    status: varchar('status', { length: 10 }).$type<InvoiceStatus>().notNull().default('unpaid'),
    paidDays: integer('paid_days').notNull().default(0),
    /** A franchise's monthly invoice: the first day of its month; null for a student's payment invoice. */
    period: date('period', { mode: 'string' }),
    /** When a franchise's invoice was last e-mailed (POST billing/invoices/{id}/send). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    created: created(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_user_id_idx').on(t.userId, t.created),
    // One monthly invoice per franchise and month (a student's invoices have no period: nulls never clash).
    uniqueIndex('invoices_user_period_key').on(t.userId, t.period),
    check('invoices_status_check', oneOf(t.status, INVOICE_STATUSES)),
    check('invoices_period_check', sql`${t.period} is null or extract(day from ${t.period}) = 1`),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    quantity: integer('quantity').notNull().default(1),
    currency: varchar('currency', { length: 8 }).notNull().default('UAH'),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    isDeletable: boolean('is_deletable').notNull().default(true),
    order: integer('order').notNull().default(0),
    status: varchar('status', { length: 10 }).notNull().default('unpaid'),
    /** The monthly close's own lines (royalty, pr), refreshed from the report; null for a service line. */
    code: varchar('code', { length: 20 }).$type<FranchiseInvoiceLineCode>(),
  },
  (t) => [
    index('invoice_items_invoice_id_idx').on(t.invoiceId),
    uniqueIndex('invoice_items_invoice_code_key').on(t.invoiceId, t.code),
    check('invoice_items_code_check', sql`${t.code} is null or ${oneOf(t.code, FRANCHISE_INVOICE_LINE_CODES)}`),
  ],
);

/**
 * A played game (spec 001 "Game record"): the configuration it was played with. Its expressions
 * are `game_data` rows, answered one by one.
 */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the game was played as homework. */
    homeworkId: integer('homework_id').references((): AnyPgColumn => homeworks.id, { onDelete: 'set null' }),
    /** The homework game entry it was played for: its right answers count towards the entry's `repeat`. */
    homeworkGameId: integer('homework_game_id').references((): AnyPgColumn => homeworkGames.id, {
      onDelete: 'set null',
    }),
    type: varchar('type', { length: 30 }).notNull(),
    digitType: varchar('digit_type', { length: 30 }),
    digit: jsonb('digit').$type<number[]>().notNull().default([]),
    speed: numeric('speed', { precision: 5, scale: 2 }).notNull().default('1.60'),
    difficult: integer('difficult').notNull().default(1),
    difficult2: integer('difficult_2'),
    operationNumber: integer('operation_number').notNull().default(0),
    calculationMethod: varchar('calculation_method', { length: 10 }).notNull().default('oral'),
    isMuted: boolean('is_muted').notNull().default(false),
    numbers: jsonb('numbers').$type<number[]>().notNull().default([]),
    option: varchar('option', { length: 30 }),
    repeat: integer('repeat').notNull().default(1),
    withColumns: boolean('with_columns').notNull().default(false),
    created: created(),
  },
  (t) => [
    index('games_user_id_idx').on(t.userId, t.created),
    index('games_homework_game_idx').on(t.homeworkGameId, t.userId).where(sql`homework_game_id is not null`),
  ],
);

/** One expression of a game and its answer; the statistics count these. */
export const gameData = pgTable(
  'game_data',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The generated items: [{ number, sign }, ...]. */
    operations: jsonb('operations').$type<{ number: number; sign: number }[]>().notNull().default([]),
    /** Column games: the player's name in the columns session. */
    player: varchar('player', { length: 16 }),
    answer: varchar('answer', { length: 40 }),
    isRightAnswer: boolean('is_right_answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    created: created(),
  },
  (t) => [index('game_data_game_id_idx').on(t.gameId), index('game_data_user_answered_idx').on(t.userId, t.answeredAt)],
);

// A student's answered expressions of all time per game type and columns flag (the all-time statistic, read on every
// dashboard), kept by statement-level triggers on game_data (migration 0019). No foreign key, like group_counters:
// a deleted user's row outlives them harmlessly, and the triggers never race a cascade.
export const answerCounters = pgTable(
  'answer_counters',
  {
    userId: integer('user_id').notNull(),
    type: varchar('type', { length: 30 }).notNull(),
    withColumns: boolean('with_columns').notNull(),
    total: integer('total').notNull().default(0),
    right: integer('right').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.withColumns] })],
);

// A student's answers to one homework entry since their last reset (homework-progress.ts reads these instead of
// every answer of the month), kept by statement-level triggers on game_data and recounted by a trigger on
// homework_resets (migration 0023). No foreign keys, like answer_counters: the triggers never race a cascade; a
// deleted entry's rows are deleted by a trigger on homework_games (migration 0027), and one left by a race is never
// counted (progress goes from the entries). Each row names its homework's month (a homework never moves), so a
// student's month reads its counters as one index range (homework/month-progress.ts).
export const homeworkAnswerCounters = pgTable(
  'homework_answer_counters',
  {
    homeworkGameId: integer('homework_game_id').notNull(),
    userId: integer('user_id').notNull(),
    /** The entry's homework's year and month (zero-based), as on `homeworks`. */
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    answered: integer('answered').notNull().default(0),
    rightAnswers: integer('right_answers').notNull().default(0),
    /** The answers' seconds (answered_at - created), summed exactly, so a recount gives the same figure. */
    seconds: numeric('seconds').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.homeworkGameId, t.userId] }),
    index('homework_answer_counters_student_month_idx').on(t.userId, t.year, t.month),
  ],
);

/** Reward videos shown every 20th correct answer (spec 001 "Video: mp4, webm and ogg sources"). */
export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull().default(''),
  mp4: text('mp4').notNull(),
  webm: text('webm').notNull(),
  ogg: text('ogg').notNull(),
  created: created(),
});

/**
 * Fixed-window counters (sign-in failures, mails sent, generator calls...), shared by every API process and kept
 * across restarts. One row per key; `api/src/limits/counters.ts` is the only place that writes them.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** When the row may be swept: the end of its window. */
    expires: timestamp('expires', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    /** The last hit: for progressive delays counted from the latest failure. */
    lastHit: timestamp('last_hit', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counters_expires_idx').on(t.expires)],
);

/**
 * Secrets the API makes for itself when the environment gives none (the proof-of-work challenges' HMAC key), so that
 * every API process signs and checks with the same key and a restart does not void the challenges in flight.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
  created: created(),
});

/**
 * The expressions the generator issued, per user (the user_id its caller named, or none): a recorded game must be
 * one of them, once per issue. Only a key is kept: sha256 of the user and the signed numbers, with how many issues of
 * it are not recorded yet (an easy game's numbers come up again). Rows expire after a day.
 */
export const issuedExpressions = pgTable(
  'issued_expressions',
  {
    key: varchar('key', { length: 64 }).primaryKey(),
    expires: timestamp('expires', { withTimezone: true }).notNull(),
    unrecorded: integer('unrecorded').notNull().default(1),
    /** The settings the numbers were drawn at (games/issued-draw.ts), each once: the same numbers can come up again. */
    draws: text('draws').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('issued_expressions_expires_idx').on(t.expires)],
);

/**
 * A day of homework (spec 002 "Homework"): tile `order` (1-20) of a month's puzzle, set for one student (`user_id`)
 * or for a group (every student of it). At most one per target and tile.
 */
export const homeworks = pgTable(
  'homeworks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    /** Zero-based, as the calls send it. */
    month: smallint('month').notNull(),
    order: smallint('order').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    created: created(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('homeworks_user_day_key').on(t.userId, t.year, t.month, t.order).where(sql`user_id is not null`),
    uniqueIndex('homeworks_group_day_key').on(t.groupId, t.year, t.month, t.order).where(sql`group_id is not null`),
    check('homeworks_one_target_check', sql`(${t.userId} is null) <> (${t.groupId} is null)`),
    check('homeworks_day_check', sql`${t.month} between 0 and 11 and ${t.order} between 1 and 20`),
  ],
);

/** A game configuration of a homework (spec 002 "Game entry in a homework"), in the editor's order. */
export const homeworkGames = pgTable(
  'homework_games',
  {
    id: serial('id').primaryKey(),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    type: varchar('type', { length: 30 }).notNull(),
    repeat: smallint('repeat').notNull().default(1),
    calculationMethod: varchar('calculation_method', { length: 10 }).notNull().default('oral'),
    option: varchar('option', { length: 30 }),
    digitType: varchar('digit_type', { length: 30 }),
    digit: jsonb('digit').$type<number[]>().notNull().default([]),
    speed: numeric('speed', { precision: 4, scale: 1 }).notNull().default('1.0'),
    operationNumber: smallint('operation_number').notNull().default(2),
    difficult: integer('difficult').notNull().default(1),
    difficult2: integer('difficult_2'),
    numbers: jsonb('numbers').$type<number[]>().notNull().default([]),
    withColumns: boolean('with_columns').notNull().default(false),
    /** Matific: the activity's https address. */
    link: text('link'),
  },
  (t) => [index('homework_games_homework_idx').on(t.homeworkId, t.position)],
);

/**
 * "Close for users" (spec 002 section 7): a student's answers to the homework before `reset_at` no longer count, so
 * they must do it again. The rewards already paid stay paid, once.
 */
export const homeworkResets = pgTable(
  'homework_resets',
  {
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.homeworkId, t.userId] })],
);

/**
 * Activities outside the platform (a Matific link) the student marked done by hand: such an entry is finished by its
 * mark (after the student's reset, if any), not by answers.
 */
export const homeworkMarks = pgTable(
  'homework_marks',
  {
    homeworkGameId: integer('homework_game_id')
      .notNull()
      .references(() => homeworkGames.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The entry's homework's year and month, as on homework_answer_counters (migration 0027). */
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.homeworkGameId, t.userId] }),
    index('homework_marks_student_month_idx').on(t.userId, t.year, t.month),
  ],
);
