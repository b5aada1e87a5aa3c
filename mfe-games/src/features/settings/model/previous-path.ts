// The path the user was on before the current one, across every remote: single-spa turns each history
// change into a popstate event, so listening from the moment this module loads sees every navigation.
// Reading also checks the address, in case a change happened without an event (tests, older browsers).
let current: string | null = typeof window === 'undefined' ? null : window.location.pathname;
let previous: string | null = null;

function sync(): void {
  const now = window.location.pathname;
  if (now === current) return;
  previous = current;
  current = now;
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', sync);
  window.addEventListener('single-spa:routing-event', sync);
}

export function previousPath(): string | null {
  sync();
  return previous;
}
