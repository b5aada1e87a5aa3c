// Creating users from the staff area (spec 002 sections 2 "Creation forms", 4 "Student-create flow", 5 and 7):
// POST users/user with a body per role and POST users/user/check-email. Who may create whom, and under whom, is
// decided here from the viewer's place in the hierarchy; every chosen parent, franchise or group must be in the
// viewer's subtree. A family shares one e-mail (family-email.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inScope, visibleGroupIds, visibleParentIds, visibleStaffIds } from '../access/scope.ts';
import { assertStaff } from '../access/staff-only.ts';
import type { AuthUser } from '../auth/authenticate.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { hashPassword } from '../auth/passwords.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { detail, fieldErrors } from '../http/errors.ts';
import { emailFree, lockAccountKey, passwordTaken, phoneTaken } from './family-email.ts';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { dataLanguage } from '@abacus/contract/languages';
import { asksEnglishTerms } from '@abacus/contract/staff';
import {
  EMAIL_TAKEN,
  FIELD_REQUIRED,
  NO_PERMISSION,
  NO_SUCH_CHOICE,
  PASSWORD_NOT_UNIQUE,
  PHONE_TAKEN,
} from '@abacus/contract/messages';
import {
  checkEmailAnswer,
  checkEmailBody,
  createdUser,
  type UserCreateBody,
  userCreateBody,
} from '@abacus/contract/user-create-schema';

type NewUser = typeof users.$inferInsert;

const choiceError = (field: string) => fieldErrors({ [field]: [NO_SUCH_CHOICE] });

async function mustSee(db: Db, scope: ReturnType<typeof visibleGroupIds>, id: number, field: string) {
  if (!(await inScope(db, scope, id))) throw choiceError(field);
}

/** The parent_id (and for a student the group) of the new user, or 400/403 when the viewer may not. */
async function placeOf(db: Db, viewer: AuthUser, b: UserCreateBody): Promise<Pick<NewUser, 'parentId' | 'groupId'>> {
  switch (b.role) {
    case 'master_franchise':
      if (viewer.role !== 'super_franchise') throw detail(403, NO_PERMISSION);
      return { parentId: viewer.id };
    case 'franchise':
      if (viewer.role === 'master_franchise') return { parentId: viewer.id };
      if (viewer.role !== 'super_franchise') throw detail(403, NO_PERMISSION);
      if (b.parent === null) throw fieldErrors({ parent: [FIELD_REQUIRED] });
      await mustSee(db, visibleStaffIds(viewer, 'master_franchise'), b.parent, 'parent');
      return { parentId: b.parent };
    case 'teacher':
      if (viewer.role === 'franchise') return { parentId: viewer.id };
      if (viewer.role !== 'master_franchise' && viewer.role !== 'super_franchise') throw detail(403, NO_PERMISSION);
      if (b.parent === null) throw fieldErrors({ parent: [FIELD_REQUIRED] });
      await mustSee(db, visibleStaffIds(viewer, 'franchise'), b.parent, 'parent');
      return { parentId: b.parent };
    case 'parent':
      if (b.parent === null || b.parent === viewer.id) return { parentId: viewer.id };
      await mustSee(db, visibleStaffIds(viewer, 'teacher'), b.parent, 'parent');
      return { parentId: b.parent };
    case 'student':
      await mustSee(db, visibleParentIds(viewer), b.parent, 'parent');
      if (b.group !== null) await mustSee(db, visibleGroupIds(viewer), b.group, 'group');
      return { parentId: b.parent, groupId: b.group };
  }
}

/** The role's own columns. */
function roleColumns(b: UserCreateBody): Partial<NewUser> {
  switch (b.role) {
    case 'franchise':
    case 'master_franchise':
      return {
        defaultLanguage: dataLanguage(b.default_language),
        currency: b.currency,
        royalty: b.royalty,
        royaltyEn: b.royalty_en,
        priceMin: b.price_min,
        priceMinEn: b.price_min_en,
        prDeposit: b.pr_deposit,
        engStatus: b.eng_status,
        contractNumber: b.contract_number,
        legalActivityType: b.legal_activity_type,
        legalAddress: b.legal_address,
        legalId: b.legal_id,
        mfo: b.mfo,
        settlementAccount: b.settlement_account,
        taxId: b.tax_id,
      };
    case 'student':
      return {
        defaultLanguage: dataLanguage(b.default_language),
        birthday: b.birthday,
        price: b.price,
        priceFirstMonth: b.price_first_month,
        emailVerified: true,
      };
    case 'parent':
      return { emailVerified: true };
    default:
      return {};
  }
}

/**
 * English terms (spec 002 section 5): asked of a master franchise, and of a franchise with English unless its master
 * franchise has an English royalty: then the franchise takes the master's English terms. Required where asked.
 */
async function englishTerms(db: Db, b: UserCreateBody, parentId: number | null | undefined) {
  if (b.role !== 'franchise' && b.role !== 'master_franchise') return {};
  const [master] =
    b.role === 'franchise' && parentId != null
      ? await db
          .select({ royaltyEn: users.royaltyEn, priceMinEn: users.priceMinEn, role: users.role })
          .from(users)
          .where(eq(users.id, parentId))
      : [];
  const masterRoyaltyEn = master?.role === 'master_franchise' ? master.royaltyEn : null;
  if (!asksEnglishTerms(b.role, b.eng_status, masterRoyaltyEn)) {
    return b.role === 'franchise' && b.eng_status === 'with' && master
      ? { royaltyEn: master.royaltyEn, priceMinEn: master.priceMinEn }
      : {};
  }
  const errors: Record<string, string[]> = {};
  if (b.royalty_en === null) errors.royalty_en = [FIELD_REQUIRED];
  if (b.price_min_en === null) errors.price_min_en = [FIELD_REQUIRED];
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return {};
}

export function registerCreateUserRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(`${API_PREFIX}/users/user`, {
    schema: {
      tags: ['staff'],
      summary: 'Create a master franchise, franchise, teacher, parent or student under you',
      security: [{ token: [] }],
      body: userCreateBody,
      response: { 201: createdUser, 400: errorBody, 403: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req, reply) => {
      const viewer = req.user!;
      assertStaff(viewer);
      const b = req.body;
      const place = await placeOf(ctx.db, viewer, b);
      const inherited = await englishTerms(ctx.db, b, place.parentId);
      const family = b.role === 'student' ? b.parent : null;
      const passwordHash = await hashPassword(b.password, ctx.config.argon2);
      const created = await ctx.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await lockAccountKey(tx, b.email);
        await lockAccountKey(tx, b.phone_number);
        const errors: Record<string, string[]> = {};
        if (!(await emailFree(tx, b.email, family))) errors.email = [EMAIL_TAKEN];
        if (await phoneTaken(tx, b.phone_number, family)) errors.phone_number = [PHONE_TAKEN];
        // Only when nothing else fails: otherwise a refused form would tell whether a guess is a family member's
        // password with no account made (a free oracle on the parent's password, outside the sign-in throttle).
        if (!Object.keys(errors).length && (await passwordTaken(tx, b.email, b.password))) {
          errors.password = [PASSWORD_NOT_UNIQUE];
        }
        if (Object.keys(errors).length) throw fieldErrors(errors);
        const [row] = await tx
          .insert(users)
          .values({
            email: b.email,
            phoneNumber: b.phone_number,
            passwordHash,
            role: b.role,
            firstName: b.first_name,
            lastName: b.last_name,
            middleName: b.middle_name,
            region: b.region,
            comments: viewer.role === 'super_franchise' ? b.comments : '',
            emailVerified: true,
            ...place,
            ...roleColumns(b),
            ...inherited,
          })
          .returning();
        return row;
      });
      return reply.code(201).send({
        id: created.id,
        role: created.role,
        email: created.email,
        first_name: created.firstName,
        last_name: created.lastName,
      });
    },
  });

  r.post(`${API_PREFIX}/users/user/check-email`, {
    schema: {
      tags: ['staff'],
      summary: 'The parent user of a family e-mail that you may add a child to, or id null',
      security: [{ token: [] }],
      body: checkEmailBody,
      response: { 200: checkEmailAnswer, 400: errorBody, 403: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const viewer = req.user!;
      assertStaff(viewer);
      const [parent] = await ctx.db
        .select({ id: users.id, first_name: users.firstName, middle_name: users.middleName, last_name: users.lastName })
        .from(users)
        .where(
          and(
            eq(users.email, req.body.email),
            eq(users.role, 'parent'),
            sql`${users.id} in (${visibleParentIds(viewer)})`,
          ),
        )
        .limit(1);
      return parent ?? { id: null, first_name: '', middle_name: '', last_name: '' };
    },
  });
}
