// (Named -schema.ts: only those contract modules may import zod; see __tests__/zod-free.test.ts.)
// Imported first by the browser bundles that validate with the contract's schemas (the staff and reports remotes):
// - zod's fast object parsing probes `new Function`, and under the site's CSP (no 'unsafe-eval') the browser reports
//   that probe as a violation even though zod catches it and falls back. `jitless` skips the probe; it must run
//   before the first schema is built. The API keeps zod's fast path (no CSP on the server).
// - zod's default messages read as Django REST's, as the API answers them (zod-messages-schema.ts), so that a form's
//   own check says what the server would and the kit translates it.
import { config } from 'zod';
import { installDjangoMessages } from './zod-messages-schema.ts';

config({ jitless: true });
installDjangoMessages();
