// What a message's HTML says, as text: the notification banner shows it until the sanitized HTML is in.
/** The visible text of an HTML fragment, parsed in a detached document (no scripts run, nothing is requested). */
export function plainText(html: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  for (const hidden of body.querySelectorAll('script, style, template, noscript, iframe')) hidden.remove();
  return body.textContent ?? '';
}
