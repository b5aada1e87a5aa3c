// The public static pages (spec 002 "Static pages"). Plain TypeScript, no zod: the shell routes them to the public
// remote and the landing footer links them.

/** The pages public at /{static} (spec 000 "/public_contract" and issue 11's list), in the footer's order. */
export const STATIC_PAGES = [
  'about',
  'company',
  'franchise',
  'faq',
  'press',
  'jobs',
  'contact_us',
  'terms',
  'privacy',
  'public_contract',
] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];
export const isStaticPage = (value: unknown): value is StaticPage =>
  typeof value === 'string' && (STATIC_PAGES as readonly string[]).includes(value);
