// A user's profile in the staff area (spec 002 sections 2 "Profile screen", 5 "Profile forms", 6): GET and PATCH
// users/user/{id|me}/profile, for the viewer themself and the users of their subtree. Who may change what is
// decided here (`can`); what the viewer may not change is ignored. Every change of a student's price or
// first-month price is recorded in the change history with its author.
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { allStudentsSeen, inScope, managedUserIds, visibleGroupIds } from '../access/scope.ts';
import { assertStaff } from '../access/staff-only.ts';
import type { AuthUser } from '../auth/authenticate.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { groups, users } from '../db/schema.ts';
import { detail, fieldErrors, NOT_FOUND } from '../http/errors.ts';
import { storedLanguage } from '../i18n/request-language.ts';
import { emailChangedMail } from '../mail/templates.ts';
import { emailFree, familyOf, lockAccountKey, phoneTaken } from './family-email.ts';
import { currentDiscounts } from './current-discounts.ts';
import { lockPrices, recordPriceChanges } from './student-prices.ts';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { idParams } from '@abacus/contract/ids-schema';
import { dataLanguage, interfaceLanguage } from '@abacus/contract/languages';
import { EMAIL_TAKEN, NO_SUCH_CHOICE, PHONE_TAKEN } from '@abacus/contract/messages';
import {
  staffProfile,
  type StaffProfile,
  missingTerms,
  staffProfilePatch,
  TERMS_ROLES,
  type StaffProfilePatch,
} from '@abacus/contract/staff-profile-schema';

type User = typeof users.$inferSelect;
const FRANCHISE_ROLES = new Set(['franchise', 'master_franchise', 'super_franchise']);

function permissions(viewer: AuthUser, target: User): StaffProfile['can'] {
  const superViewer = viewer.role === 'super_franchise';
  return {
    financial: superViewer && FRANCHISE_ROLES.has(target.role),
    comments: superViewer,
    subscription: target.role === 'teacher' ? superViewer : true,
    prices: target.role === 'student' && target.id !== viewer.id,
  };
}

/** The user the viewer may open: themself, or one of the users they manage; else 404. */
async function targetOf(db: Db, viewer: AuthUser, id: number | 'me'): Promise<User> {
  assertStaff(viewer);
  const userId = id === 'me' ? viewer.id : id;
  if (userId !== viewer.id && !(await inScope(db, managedUserIds(viewer), userId))) throw detail(404, NOT_FOUND);
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw detail(404, NOT_FOUND);
  return user;
}

async function readProfile(db: Db, viewer: AuthUser, u: User): Promise<StaffProfile> {
  const parent = alias(users, 'parent');
  const [links] = await db
    .select({
      parentId: parent.id,
      parentFirst: parent.firstName,
      parentLast: parent.lastName,
      groupId: groups.id,
      groupName: groups.name,
    })
    .from(users)
    .leftJoin(parent, eq(parent.id, users.parentId))
    .leftJoin(groups, eq(groups.id, users.groupId))
    .where(eq(users.id, u.id));
  const can = permissions(viewer, u);
  return {
    id: u.id,
    role: u.role,
    email: u.email,
    phone_number: u.phoneNumber,
    first_name: u.firstName,
    last_name: u.lastName,
    middle_name: u.middleName,
    birthday: u.birthday,
    region: u.region,
    passport: u.passport,
    tax_id: u.taxId,
    is_email_subscribed: u.isEmailSubscribed,
    comments: can.comments ? u.comments : '',
    default_language: interfaceLanguage(u.defaultLanguage) ?? 'en',
    is_active: u.isActive,
    date_deactivated: u.dateDeactivated?.toISOString() ?? null,
    parent:
      links?.parentId != null
        ? { id: links.parentId, first_name: links.parentFirst ?? '', last_name: links.parentLast ?? '' }
        : null,
    group: links?.groupId != null ? { id: links.groupId, name: links.groupName ?? '' } : null,
    price: u.price,
    price_first_month: u.priceFirstMonth,
    royalty: u.royalty,
    royalty_en: u.royaltyEn,
    price_min: u.priceMin,
    price_min_en: u.priceMinEn,
    pr_deposit: u.prDeposit,
    currency: u.currency,
    eng_status: u.engStatus,
    contract_number: u.contractNumber,
    legal_activity_type: u.legalActivityType,
    legal_address: u.legalAddress,
    legal_id: u.legalId,
    mfo: u.mfo,
    settlement_account: u.settlementAccount,
    report_email: u.reportEmail,
    is_report_email_verified: u.isReportEmailVerified,
    bonus_weeks: u.bonusWeeks,
    bonus_days: u.bonusDays,
    bonus_start: u.bonusStart,
    discounts: FRANCHISE_ROLES.has(u.role) ? ((await currentDiscounts(db, [u.id])).get(u.id) ?? []) : [],
    can,
  };
}

/** The columns the viewer may write from the body (absent fields stay as they are). */
function changes(b: StaffProfilePatch, can: StaffProfile['can']): Partial<User> {
  const set: Partial<User> = {
    email: b.email,
    phoneNumber: b.phone_number,
    firstName: b.first_name,
    lastName: b.last_name,
    middleName: b.middle_name,
    region: b.region,
    passport: b.passport,
    taxId: b.tax_id,
    birthday: b.birthday,
    defaultLanguage: b.default_language && dataLanguage(b.default_language),
  };
  if (can.subscription) set.isEmailSubscribed = b.is_email_subscribed;
  if (can.comments) set.comments = b.comments;
  if (can.prices) Object.assign(set, { groupId: b.group, price: b.price, priceFirstMonth: b.price_first_month });
  if (can.financial) {
    Object.assign(set, {
      royalty: b.royalty,
      royaltyEn: b.royalty_en,
      priceMin: b.price_min,
      priceMinEn: b.price_min_en,
      prDeposit: b.pr_deposit,
      currency: b.currency,
      engStatus: b.eng_status,
      contractNumber: b.contract_number,
      legalActivityType: b.legal_activity_type,
      legalAddress: b.legal_address,
      legalId: b.legal_id,
      mfo: b.mfo,
      settlementAccount: b.settlement_account,
      reportEmail: b.report_email,
    });
  }
  return Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
}

/** Saves the profile; a changed sign-in e-mail is told to the old address (emailChangedMail), after the commit. */
async function saveProfile(
  ctx: AppContext,
  log: FastifyBaseLogger,
  viewer: AuthUser,
  target: User,
  b: StaffProfilePatch,
): Promise<void> {
  const emailChanged = await saveProfileRow(ctx.db, viewer, target, b);
  if (!emailChanged) return;
  try {
    await ctx.mailer.send(emailChangedMail(target.email, storedLanguage(target.defaultLanguage), emailChanged));
  } catch (err) {
    log.error({ err }, 'the e-mail change could not be told to the old address');
  }
}

/** Writes the profile; answers the new sign-in e-mail when it changed. */
async function saveProfileRow(db: Db, viewer: AuthUser, target: User, b: StaffProfilePatch): Promise<string | null> {
  const can = permissions(viewer, target);
  if (can.financial && TERMS_ROLES.has(target.role)) {
    const missing = missingTerms(b, target.engStatus);
    if (Object.keys(missing).length) throw fieldErrors(missing);
  }
  const set = changes(b, can);
  if (set.groupId != null && !(await inScope(db, visibleGroupIds(viewer), set.groupId))) {
    throw fieldErrors({ group: [NO_SUCH_CHOICE] });
  }
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const family = familyOf(target);
    const errors: Record<string, string[]> = {};
    if (set.email && set.email !== target.email) {
      await lockAccountKey(tx, set.email);
      if (!(await emailFree(tx, set.email, family, target.id))) errors.email = [EMAIL_TAKEN];
    }
    if (set.phoneNumber && set.phoneNumber !== target.phoneNumber) {
      await lockAccountKey(tx, set.phoneNumber);
      if (await phoneTaken(tx, set.phoneNumber, family, target.id)) errors.phone_number = [PHONE_TAKEN];
    }
    if (Object.keys(errors).length) throw fieldErrors(errors);
    const before = await lockPrices(tx, target.id);
    await tx.update(users).set(set).where(eq(users.id, target.id));
    const movesStudent = set.groupId !== undefined && set.groupId !== target.groupId && target.role === 'student';
    if (movesStudent && !(await allStudentsSeen(tx, viewer, [target.id]))) {
      throw fieldErrors({ group: [NO_SUCH_CHOICE] });
    }
    await recordPriceChanges(tx, target.id, viewer.id, before, set);
  });
  return set.email && set.email !== target.email ? set.email : null;
}

export function registerStaffProfileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = {
    tags: ['staff'],
    security: [{ token: [] }],
    response: { 200: staffProfile, 403: detailError, 404: detailError },
  };
  const write = {
    tags: ['staff'],
    security: [{ token: [] }],
    body: staffProfilePatch,
    response: { 200: staffProfile, 400: errorBody, 403: detailError, 404: detailError },
  };

  r.get(`${API_PREFIX}/users/user/me/profile`, {
    schema: { ...read, summary: 'Your own profile in the staff area' },
    onRequest: requireAuth(ctx),
    handler: async (req) => readProfile(ctx.db, req.user!, await targetOf(ctx.db, req.user!, 'me')),
  });
  r.get(`${API_PREFIX}/users/user/:id/profile`, {
    schema: { ...read, params: idParams, summary: 'The profile of a user of your subtree, with what you may change' },
    onRequest: requireAuth(ctx),
    handler: async (req) => readProfile(ctx.db, req.user!, await targetOf(ctx.db, req.user!, req.params.id)),
  });
  r.patch(`${API_PREFIX}/users/user/me/profile`, {
    schema: { ...write, summary: 'Save your own profile' },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const target = await targetOf(ctx.db, req.user!, 'me');
      await saveProfile(ctx, req.log, req.user!, target, req.body);
      return readProfile(ctx.db, req.user!, await targetOf(ctx.db, req.user!, 'me'));
    },
  });
  r.patch(`${API_PREFIX}/users/user/:id/profile`, {
    schema: { ...write, params: idParams, summary: 'Save the profile of a user of your subtree (prices recorded)' },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const target = await targetOf(ctx.db, req.user!, req.params.id);
      await saveProfile(ctx, req.log, req.user!, target, req.body);
      return readProfile(ctx.db, req.user!, await targetOf(ctx.db, req.user!, req.params.id));
    },
  });
}
