// What the link button does with the address typed into its prompt: undefined (cancelled: nothing changes), null
// (emptied: the link is removed) or an http(s)/mailto address (anything else, javascript: included, is refused).
export function linkHref(typed: string | null): string | null | undefined {
  if (typed === null) return undefined;
  const text = typed.trim();
  if (text === '' || text === 'https://') return null;
  const href = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(href) ? href : undefined;
}
