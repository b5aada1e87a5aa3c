// Debian's nginx for the gateway (scripts/stack.mjs, pnpm bench load, deploy/tests/): installed with apt-get when
// missing, with the brotli filter and static modules, and run in the foreground on a generated config (scripts/nginx-config.mjs).
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const NGINX = '/usr/sbin/nginx';
/** Brotli on the fly, and the build's own `.br` copies sent as they are. */
export const BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
];
const PACKAGES = ['nginx', 'libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static'];

/** The nginx binary; installs nginx and its brotli modules with apt-get first when any is missing. */
export function ensureNginx() {
  if (existsSync(NGINX) && BROTLI_MODULES.every((module) => existsSync(module))) return NGINX;
  console.log(`Installing Debian's ${PACKAGES.join(' and ')}…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  // RUNLEVEL=1: Debian's postinst would otherwise start an nginx service on port 80 where no policy-rc.d stops it.
  const install = `env DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y -qq --no-install-recommends`;
  execSync(`${sudo}apt-get update -qq && ${sudo}${install} ${PACKAGES.join(' ')}`, { stdio: 'inherit' });
  if (!existsSync(NGINX)) throw new Error(`apt-get installed nginx but ${NGINX} is missing`);
  return NGINX;
}

/** `nginx -t` on a config; returns { ok, output } (nginx reports on stderr). */
export function testNginxConfig(configFile, prefix) {
  const res = spawnSync(ensureNginx(), nginxArgs(configFile, prefix, ['-t']), { encoding: 'utf8' });
  return { ok: res.status === 0, output: `${res.stdout ?? ''}${res.stderr ?? ''}${res.error?.message ?? ''}` };
}

/**
 * Starts nginx in the foreground on a rendered config (rendered with `foreground: true`, so `daemon off`, and its
 * pid file in `prefix`), and resolves once it answers on `probeUrl`. stop() asks it to finish its requests (SIGQUIT) and waits.
 */
export async function startNginx({ configFile, prefix, probeUrl, log = () => {} }) {
  const child = spawn(ensureNginx(), nginxArgs(configFile, prefix), { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGQUIT');
    const timer = setTimeout(() => child.kill('SIGTERM'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  for (let i = 0; i < 100; i++) {
    const early = await Promise.race([exited, new Promise((r) => setTimeout(() => r(undefined), 100))]);
    if (early !== undefined) throw new Error(`nginx exited (${early}): ${logTail(join(prefix, 'error.log'))}`);
    // nginx writes its pid file once its sockets are bound: before that, whatever answers the port is not it.
    if (readPid(join(prefix, 'nginx.pid')) !== child.pid) continue;
    try {
      await fetch(probeUrl, { signal: AbortSignal.timeout(1000) });
      log(`nginx ${child.pid} answers on ${new URL(probeUrl).origin}`);
      return { pid: child.pid, stop, exited };
    } catch {
      /* still starting */
    }
  }
  await stop();
  throw new Error(`nginx did not answer on ${probeUrl} within 10 s`);
}

function readPid(file) {
  try {
    return Number(readFileSync(file, 'utf8').trim());
  } catch {
    return null;
  }
}

function logTail(file) {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-3).join('\n');
  } catch {
    return `(no ${file})`;
  }
}

/** -p: relative paths of the config resolve under the prefix; -e: the error log before the config is read. */
const nginxArgs = (configFile, prefix, extra = []) => [
  '-c',
  configFile,
  '-p',
  prefix.endsWith('/') ? prefix : `${prefix}/`,
  '-e',
  join(prefix, 'error.log'),
  ...extra,
];
