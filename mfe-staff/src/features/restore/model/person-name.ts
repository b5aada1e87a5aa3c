/** "Last First Middle", or the e-mail when the names are empty. */
export const personName = (p: { first_name: string; last_name: string; middle_name?: string; email?: string }) =>
  [p.last_name, p.first_name, p.middle_name].filter(Boolean).join(' ') || p.email || '';
