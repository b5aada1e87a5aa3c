// A signed-in visitor's profile, asked for by the shell's entry beside the remote map rather than once the shared code
// and the API client have loaded (issue 15: it was the last request of a signed-in page's first load). Its own chunk
// (first-requests.ts imports it only when a session is stored), which the prerender gate preloads for a signed-in
// visitor (scripts/prerender.mjs gatePreloads).
import { deviceHeaders } from './device-headers';

/**
 * GET users/user/me with the headers the API client's interceptors send with every signed-in call. Only a 200's body
 * is taken; anything else is null, and the shell asks again through the API client, whose interceptors handle a
 * refused session.
 */
export async function fetchProfileEarly(token: string, language: string | null): Promise<unknown> {
  try {
    const response = await fetch('/api/v1/users/user/me', {
      cache: 'no-store',
      headers: {
        Authorization: `Token ${token}`,
        ...deviceHeaders(),
        ...(language ? { 'Accept-Language': language } : {}),
      },
    });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}
