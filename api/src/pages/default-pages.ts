// The built-in text of each static page in the 12 languages: what GET pages/{static} answers until the super
// franchise saves the page, so a new school has real pages from its first day. Edited pages live in the database.
import type { Translations } from '../db/schema.ts';
import type { StaticPage } from '@abacus/contract/static-pages-schema';
import { ABOUT } from './defaults/about.ts';
import { COMPANY } from './defaults/company.ts';
import { CONTACT_US } from './defaults/contact-us.ts';
import { FAQ } from './defaults/faq.ts';
import { FRANCHISE } from './defaults/franchise.ts';
import { JOBS } from './defaults/jobs.ts';
import { PRESS } from './defaults/press.ts';
import { PRIVACY } from './defaults/privacy.ts';
import { PUBLIC_CONTRACT } from './defaults/public-contract.ts';
import { TERMS } from './defaults/terms.ts';

export const DEFAULT_PAGES: Record<StaticPage, Translations> = {
  about: ABOUT,
  company: COMPANY,
  franchise: FRANCHISE,
  faq: FAQ,
  press: PRESS,
  jobs: JOBS,
  contact_us: CONTACT_US,
  terms: TERMS,
  privacy: PRIVACY,
  public_contract: PUBLIC_CONTRACT,
};
