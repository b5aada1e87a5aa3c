// (Named -schema.ts: only those contract modules may import zod; see __tests__/zod-free.test.ts.)
// Imported first by the browser bundles that validate with the contract's schemas (the staff and reports remotes):
// zod's fast object parsing probes `new Function`, and under the site's CSP (no 'unsafe-eval') the browser reports
// that probe as a violation even though zod catches it and falls back. `jitless` skips the probe; it must run before
// the first schema is built. The API keeps zod's fast path (no CSP on the server).
import { config } from 'zod';

config({ jitless: true });
