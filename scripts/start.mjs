// npm start: install what is missing, build for production, start the API and the site on one URL.
import { spawn } from 'node:child_process';
import { build, ensureDependencies, ensurePnpm, root } from './setup.mjs';
import { ensureNode24 } from './runtime.mjs';

await ensureNode24();

ensurePnpm();
ensureDependencies();
build();
const server = spawn('pnpm', ['--filter', 'api', 'start'], { cwd: root, stdio: 'inherit', env: process.env });
const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
