// One simulated student of `pnpm bench load` (scripts/bench-load.mjs): a school day as the student area and the games
// call the API (mfe-student/src/features/*/api, mfe-games/src/lib/*/api): sign in, the dashboard's calls, three
// two-digit addition games (generate, record, answer), the shop (list, buy the first item not owned yet).
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/** One HTTP call; resolves { status, body } or { status: 0, error } when the connection failed. */
export function call(base, method, path, { token, body } = {}) {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Token ${token}`;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  return new Promise((resolve) => {
    const req = request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', (error) => resolve({ status: 0, error }));
      res.on('end', () => {
        let parsed = null;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          /* not JSON */
        }
        resolve({ status: res.statusCode, body: parsed });
      });
    });
    req.on('error', (error) => resolve({ status: 0, error }));
    req.end(payload);
  });
}

/** A failed step ends the student's day; the next day starts over with a sign-in. */
class DayAborted extends Error {}

/**
 * Runs school days for `email` until `running()` says stop. Every call goes through `measure(step, method, path,
 * send)`, which times and records send() and resolves its result.
 */
export async function studentDays({ base, email, password, running, measure }) {
  const api = (step, method, path, options) =>
    measure(step, method, path, () => call(base, method, `/api/v1/${path}`, options)).then(expectOk);
  while (running()) {
    try {
      const { token } = await api('sign in', 'POST', 'users/user/auth', { body: { username: email, password } });
      const me = await api('dashboard', 'GET', 'users/user/me', { token });
      const now = new Date();
      const [year, month, day] = [now.getFullYear(), now.getMonth() + 1, now.getDate()];
      await Promise.all([
        api('dashboard', 'GET', `lessons/grouped?user=${me.id}`, { token }),
        api('dashboard', 'GET', `indigo_dollars/balance/${me.id}?lang=en`, { token }),
        api('dashboard', 'GET', `lessons/game/data/statistic?user=${me.id}&day=${day}&month=${month}&year=${year}`, {
          token,
        }),
        api('dashboard', 'GET', `lessons/homeworks?user=${me.id}&month=${month - 1}&year=${year}`, { token }),
      ]);
      for (let game = 0; game < 3 && running(); game++) await playAddition(base, api, measure, token, me.id);
      if (!running()) return;
      const items = await api('shop', 'GET', `eshop/items?lang=en&user=${me.id}`, { token });
      const next = items.find((i) => i.status === 'AVAILABLE' && i.price !== null && !i.is_purchased);
      if (next) await api('shop', 'POST', `eshop/items/${next.id}/purchase`, { token });
    } catch (err) {
      if (!(err instanceof DayAborted)) throw err;
    }
  }
}

async function playAddition(base, api, measure, token, userId) {
  // Two-digit numbers, six of them: an easy setting repeats its expressions, and one already recorded is refused.
  const settings = { type: 'addition', digit_type: 'elementary', digit: [9], complexity: 10, length: 6 };
  const body = { ...settings, user_id: userId };
  const generate = () => call(base, 'POST', '/generator/v1/generate', { body });
  const generated = await measure('generate', 'POST', 'generator', generate).then(expectOk);
  const game = await api('record', 'POST', 'lessons/games', {
    token,
    body: {
      type: 'addition',
      digit_type: 'elementary',
      digit: settings.digit,
      speed: 1.6,
      difficult: settings.complexity,
      operation_number: generated.items.length,
      calculation_method: 'oral',
      is_muted: true,
      numbers: [],
      with_columns: false,
      option: null,
      user: userId,
      operations: generated.items,
    },
  });
  const sum = generated.items.reduce((total, item) => total + item.sign * item.number, 0);
  await api('answer', 'PATCH', `lessons/game/data/${game.data[0].id}`, {
    token,
    body: { answer: String(sum), is_right_answer: true },
  });
}

function expectOk(result) {
  if (result.status >= 200 && result.status < 300) return result.body;
  throw new DayAborted(`${result.status}`);
}
