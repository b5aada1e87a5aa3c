// The profile form by the user's role (spec 002 section 2 "Profile screen"): its tabs, and its values from a
// loaded profile (numbers as text, as the inputs hold them).
import type { StaffProfile, StaffProfileInput } from '@abacus/contract/staff-profile-schema';
import type { InstructionLanguage } from '@abacus/contract/staff';

export type ProfileTab = 'general' | 'additional' | 'financial' | 'documents' | 'comment';

const FRANCHISE_ROLES = ['franchise', 'master_franchise', 'super_franchise'];

/** Franchise roles: General, Additional, Financial, Documents, Comment; teacher: General, Additional, Documents,
 * Comment; parent: General, Documents, Comment; a student: one page. Comment only for the super franchise. */
export function tabsOf(p: Pick<StaffProfile, 'role' | 'can'>): ProfileTab[] {
  const comment: ProfileTab[] = p.can.comments ? ['comment'] : [];
  if (FRANCHISE_ROLES.includes(p.role)) return ['general', 'additional', 'financial', 'documents', ...comment];
  if (p.role === 'teacher') return ['general', 'additional', 'documents', ...comment];
  if (p.role === 'parent') return ['general', 'documents', ...comment];
  return [];
}

const text = (value: string | null) => value ?? '';

export function profileValues(p: StaffProfile): StaffProfileInput {
  return {
    email: p.email,
    phone_number: p.phone_number ?? '',
    first_name: p.first_name,
    last_name: p.last_name,
    middle_name: p.middle_name,
    region: p.region,
    passport: p.passport,
    tax_id: p.tax_id,
    birthday: p.birthday ?? '',
    default_language: p.default_language as InstructionLanguage,
    is_email_subscribed: p.is_email_subscribed,
    comments: p.comments,
    group: p.group?.id ?? null,
    price: text(p.price),
    price_first_month: text(p.price_first_month),
    royalty: text(p.royalty),
    royalty_en: text(p.royalty_en),
    price_min: text(p.price_min),
    price_min_en: text(p.price_min_en),
    pr_deposit: text(p.pr_deposit),
    currency: p.currency ?? undefined,
    eng_status: p.eng_status ?? undefined,
    contract_number: p.contract_number,
    legal_activity_type: p.legal_activity_type,
    legal_address: p.legal_address,
    legal_id: p.legal_id,
    mfo: p.mfo,
    settlement_account: p.settlement_account,
    report_email: p.report_email,
  };
}
