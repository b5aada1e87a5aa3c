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

/** The tab each field of the form is on (the others are on General). */
const FIELD_TABS: Record<string, ProfileTab> = {
  passport: 'additional',
  tax_id: 'additional',
  contract_number: 'additional',
  legal_activity_type: 'additional',
  legal_address: 'additional',
  legal_id: 'additional',
  mfo: 'additional',
  settlement_account: 'additional',
  currency: 'financial',
  eng_status: 'financial',
  royalty: 'financial',
  pr_deposit: 'financial',
  price_min: 'financial',
  royalty_en: 'financial',
  price_min_en: 'financial',
  report_email: 'financial',
};

/**
 * The first of the form's tabs with a wrong field, so a save refused for a field on another tab shows it (a save
 * from Financial with the e-mail emptied on General said only "Check the fields marked in red"); null if none.
 */
export function tabWithError(tabs: readonly ProfileTab[], fields: readonly string[]): ProfileTab | null {
  const wrong = new Set(
    fields.map((field) =>
      field === 'comments' && tabs.includes('comment') ? 'comment' : (FIELD_TABS[field] ?? 'general'),
    ),
  );
  return tabs.find((tab) => wrong.has(tab)) ?? null;
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
