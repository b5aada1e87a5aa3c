// The images of deploy/docker/, checked without a Docker engine (none runs on these machines, so no image is built
// here): each Dockerfile passes dockerfile-utils' validator (the one behind VS Code's Dockerfile support) and the
// project's rules (multi-stage, a non-root numeric USER, Node 24 as scripts/runtime.mjs pins it, no dependency
// install in the final stage, nothing it copies left out by .dockerignore); the gateway's site-sync script works on
// real folders; and the nginx config rendered with the image's own flags passes `nginx -t`.
// Run: node --test deploy/tests/dockerfiles.test.mjs   (installs Debian's nginx when missing, as root)
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DockerfileParser } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { testNginxConfig } from '../../scripts/nginx.mjs';
import { NODE_VERSION } from '../../scripts/runtime.mjs';
import { PNPM_VERSION } from '../../scripts/setup.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dockerDir = join(root, 'deploy/docker');
const dockerfileNames = readdirSync(dockerDir).filter((name) => name.endsWith('.Dockerfile'));
const scratch = mkdtempSync(join(tmpdir(), 'dockerfiles-test-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A Dockerfile as its stages: { base, name, instructions: [{ keyword, args, text, from }] }, plus its initial ARGs. */
function parseDockerfile(name) {
  const text = readFileSync(join(dockerDir, name), 'utf8');
  const dockerfile = DockerfileParser.parse(text);
  const args = Object.fromEntries(
    dockerfile.getInitialARGs().map((arg) => {
      const [key, ...value] = arg.getArgumentsContent().split('=');
      return [key, value.join('=')];
    }),
  );
  const stages = [];
  for (const instruction of dockerfile.getInstructions()) {
    const keyword = instruction.getKeyword();
    if (keyword === 'FROM') {
      stages.push({ base: instruction.getImage(), name: instruction.getBuildStage(), instructions: [] });
      continue;
    }
    stages.at(-1)?.instructions.push({
      keyword,
      args: instruction.getJSONStrings?.().length
        ? instruction.getJSONStrings().map((s) => s.getJSONValue())
        : instruction.getArguments().map((a) => a.getValue()),
      text: instruction.getArgumentsContent() ?? '',
      from: keyword === 'COPY' ? (instruction.getFromFlag()?.getValue() ?? null) : null,
    });
  }
  const arg = (key) => (args[key] ?? '').replace(/^"|"$/g, '');
  return { text, stages, arg, final: stages.at(-1) };
}

/** .dockerignore's patterns as a matcher: `*` within a folder, `**` across folders, a folder's pattern covers its files. */
function dockerignore() {
  const rules = readFileSync(join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const glob = line.replace(/^!/, '').replace(/^\/+|\/+$/g, '');
      const source = glob
        .split(/(\*\*\/?|\*|\?)/)
        .map(
          (part) =>
            ({ '**/': '(.*/)?', '**': '.*', '*': '[^/]*', '?': '[^/]' })[part] ??
            part.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
        )
        .join('');
      return { negate, re: new RegExp(`^${source}(/.*)?$`) };
    });
  return (path) => rules.reduce((ignored, rule) => (rule.re.test(path) ? !rule.negate : ignored), false);
}

for (const name of dockerfileNames) {
  describe(name, () => {
    const file = parseDockerfile(name);

    test("dockerfile-utils' validator finds nothing", () => {
      const problems = validate(file.text).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
      assert.deepEqual(problems, []);
    });

    test('multi-stage, its final stage running as a numeric non-root user', () => {
      assert.ok(file.stages.length >= 2, 'one stage only');
      const users = file.final.instructions.filter((i) => i.keyword === 'USER');
      assert.equal(users.length, 1, 'the final stage sets USER once');
      const [uid, gid] = users[0].text.trim().split(':').map(Number);
      assert.ok(uid > 0 && gid > 0, `USER ${users[0].text}: a numeric uid:gid other than root`);
      assert.ok(
        file.final.instructions.some((i) => i.keyword === 'HEALTHCHECK'),
        'a HEALTHCHECK for docker run',
      );
    });

    test('pinned bases: Node 24 as scripts/runtime.mjs pins it, pnpm as scripts/setup.mjs does, Debian 12', () => {
      for (const { base } of file.stages) {
        assert.doesNotMatch(base, /:latest$|^[^:]+$/, `${base}: no tag, or latest`);
        if (base.startsWith('node:')) assert.equal(base, `node:\${NODE_VERSION}-bookworm-slim`);
        else assert.equal(base, 'debian:bookworm-slim');
      }
      assert.equal(file.arg('NODE_VERSION'), NODE_VERSION);
      assert.match(NODE_VERSION, /^24\./);
      assert.ok(file.text.includes(`ARG PNPM_VERSION=${PNPM_VERSION}\n`), `ARG PNPM_VERSION=${PNPM_VERSION}`);
    });

    test('the final stage installs no package-manager dependencies: it copies them built', () => {
      for (const i of file.final.instructions.filter((i) => i.keyword === 'RUN')) {
        assert.doesNotMatch(
          i.text,
          /\b(npm (install|ci|i)|pnpm (install|add|i|fetch|deploy)|yarn (install|add))\b/,
          i.text,
        );
      }
    });

    test('nothing it copies from the build context is left out by .dockerignore', () => {
      const ignored = dockerignore();
      const sources = file.stages
        .flatMap((stage) => stage.instructions)
        .filter((i) => i.keyword === 'COPY' && !i.from)
        .flatMap((i) => i.args.slice(0, -1))
        .filter((source) => source !== '.');
      for (const source of sources) {
        assert.ok(existsSync(join(root, source)), `${source} does not exist`);
        assert.ok(!ignored(source), `${source} is in .dockerignore`);
      }
      const needed = ['pnpm-lock.yaml', 'scripts/build.mjs', 'scripts/nginx-config.mjs', 'deploy/nginx'];
      for (const path of [...needed, 'deploy/regions.json', 'api/src/main.ts', 'api/drizzle', 'api/assets']) {
        assert.ok(!ignored(path), `${path} is in .dockerignore`);
      }
      assert.ok(ignored('node_modules') && ignored('api/node_modules/x') && ignored('dist/index.html'));
    });
  });
}

test('the API image keeps production dependencies only and starts api/src/main.ts through tsx', () => {
  const api = parseDockerfile('api.Dockerfile');
  const runs = api.stages.flatMap((s) => s.instructions).filter((i) => i.keyword === 'RUN');
  assert.ok(
    runs.some((i) => /pnpm --filter api deploy --prod /.test(i.text)),
    'pnpm deploy --prod',
  );
  assert.ok(api.final.instructions.some((i) => i.keyword === 'COPY' && i.from === 'deploy'));
  const cmd = api.final.instructions.find((i) => i.keyword === 'CMD');
  assert.deepEqual(cmd.args, ['node', '--import', 'tsx', 'src/main.ts']);
  const apiPackage = JSON.parse(readFileSync(join(root, 'api/package.json'), 'utf8'));
  assert.ok(apiPackage.dependencies.tsx, 'tsx runs the API: it must stay a dependency of api/, not a dev one');
});

test('the gateway image serves the built site with the config rendered in its build stage', () => {
  const gateway = parseDockerfile('gateway.Dockerfile');
  const build = gateway.stages.find((s) => s.name === 'build');
  assert.ok(build.instructions.some((i) => i.text.trim() === 'node scripts/build.mjs'));
  const render = build.instructions.find((i) => i.text.includes('--out /etc/nginx/nginx.conf'));
  assert.match(render.text, /--root \/srv\/site .*--prefix \/run\/nginx --foreground/);
  assert.match(render.text, /nginx -t /, 'the rendered config is tested in the build');
  const copies = gateway.final.instructions.filter((i) => i.keyword === 'COPY' && i.from === 'build');
  assert.deepEqual(
    copies.map((i) => i.args),
    [
      ['/etc/nginx/nginx.conf', '/etc/nginx/nginx.conf'],
      ['/src/dist', '/srv/site'],
    ],
  );
  assert.match(
    gateway.text,
    /install -y --no-install-recommends nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static/,
  );
});

test("the nginx config rendered with the gateway image's flags passes nginx -t", () => {
  const gateway = parseDockerfile('gateway.Dockerfile');
  const render = gateway.stages
    .flatMap((s) => s.instructions)
    .find((i) => i.text.includes('--out /etc/nginx/nginx.conf'));
  const flags = render.text
    .match(/nginx-config\.mjs (.*?--out \/etc\/nginx\/nginx\.conf.*?)\$real_ip;/s)[1]
    .replace(/\\\n/g, ' ')
    .trim()
    .split(/\s+/);
  const realIp = gateway
    .arg('REAL_IP_FROM')
    .split(' ')
    .flatMap((address) => ['--real-ip-from', address]);
  const prefix = join(scratch, 'nginx-run');
  const out = join(scratch, 'nginx.conf');
  assert.match(flags.join(' '), /--access-log \/dev\/stdout/, "nginx's access log goes to the container's stdout");
  // The same flags with what exists only in the image swapped: the Service name, the config and run folders, and the
  // container's stdout (the test runner's may be a socket, which nginx cannot open).
  const swapped = {
    'api:8080': '127.0.0.1:8080',
    '/etc/nginx/nginx.conf': out,
    '/run/nginx': prefix,
    '/dev/stdout': join(prefix, 'access.log'),
  };
  const args = [...flags.map((flag) => swapped[flag] ?? flag), ...realIp];
  // By its real path: the script renders only when started as itself (not through a symlinked checkout).
  const cli = realpathSync(join(root, 'scripts/nginx-config.mjs'));
  execFileSync(process.execPath, [cli, ...args], { cwd: root, stdio: 'pipe' });
  const rendered = readFileSync(out, 'utf8');
  assert.match(rendered, /^daemon off;$/m);
  assert.match(rendered, /set_real_ip_from fc00::\/7;/);
  const { ok, output } = testNginxConfig(out, prefix);
  assert.ok(ok, output);
});

describe('site-sync: the gateway image into the shared site volume', () => {
  const script = join(dockerDir, 'site-sync.sh');
  const image = join(scratch, 'image-site');
  const volume = join(scratch, 'volume');
  const write = (base, files) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(base, path)), { recursive: true });
      writeFileSync(join(base, path), text);
    }
  };
  const read = (path) => readFileSync(join(volume, path), 'utf8');
  const sync = (env = {}) => {
    const run = spawnSync('sh', [script, image, volume], { encoding: 'utf8', env: { ...process.env, ...env } });
    assert.equal(run.status, 0, run.stderr);
    return run.stdout;
  };
  const hiddenFiles = (dir) =>
    readdirSync(dir, { recursive: true }).filter((path) => path.split('/').some((part) => part.startsWith('.')));

  test('the scripts are valid sh', () => {
    for (const name of ['site-sync.sh', 'gateway-start.sh']) {
      const check = spawnSync('sh', ['-n', join(dockerDir, name)], { encoding: 'utf8' });
      assert.equal(check.status, 0, `${name}: ${check.stderr}`);
    }
  });

  test('a first sync installs the shell, every remote version, the regions and remotes.json', () => {
    write(image, {
      'index.html': 'shell 1',
      'main.js': 'main 1',
      'shell-version.json': '{"version":"1"}',
      '132.07687b63.js': 'chunk',
      'remotes.json': '{"games":"/remotes/games/0.1.0/mf-manifest.json"}',
      'config/regions.json': '{"rules":["image"]}',
      'remotes/games/0.1.0/mf-manifest.json': 'games 0.1.0',
      'remotes/public/0.1.0/mf-manifest.json': 'public 0.1.0',
    });
    mkdirSync(volume);
    const regions = join(scratch, 'regions.json');
    writeFileSync(regions, '{"rules":["configmap"]}');
    assert.match(sync({ REGIONS_FILE: regions }), /2 new remote version\(s\), remotes\.json installed/);
    assert.equal(read('index.html'), 'shell 1');
    assert.equal(read('132.07687b63.js'), 'chunk');
    assert.equal(read('remotes/games/0.1.0/mf-manifest.json'), 'games 0.1.0');
    assert.equal(read('config/regions.json'), '{"rules":["configmap"]}');
    assert.equal(read('remotes.json'), '{"games":"/remotes/games/0.1.0/mf-manifest.json"}');
    assert.deepEqual(hiddenFiles(volume), []);
  });

  test('a later sync updates the shell and adds new versions, never a published version nor the release state', () => {
    write(volume, {
      'remotes/games/0.1.0/mf-manifest.json': 'games 0.1.0 as published',
      'remotes.json': '{"games":"/remotes/games/0.2.0/mf-manifest.json"}',
      'releases.json': '{"state":"pnpm release"}',
      'releases.log': 'history\n',
    });
    write(image, {
      'index.html': 'shell 2',
      'remotes/games/0.1.0/mf-manifest.json': 'games 0.1.0 rebuilt',
      'remotes/games/0.3.0/mf-manifest.json': 'games 0.3.0',
      'releases.log': 'never copied\n',
    });
    assert.match(sync(), /1 new remote version\(s\), remotes\.json kept/);
    assert.equal(read('index.html'), 'shell 2');
    assert.equal(read('remotes/games/0.1.0/mf-manifest.json'), 'games 0.1.0 as published');
    assert.equal(read('remotes/games/0.3.0/mf-manifest.json'), 'games 0.3.0');
    assert.equal(read('remotes.json'), '{"games":"/remotes/games/0.2.0/mf-manifest.json"}');
    assert.equal(read('releases.json'), '{"state":"pnpm release"}');
    assert.equal(read('releases.log'), 'history\n');
    assert.equal(read('config/regions.json'), '{"rules":["image"]}');
    assert.deepEqual(hiddenFiles(volume), []);
  });

  test('it refuses a folder that is no built site', () => {
    const run = spawnSync('sh', [script, join(scratch, 'nothing'), volume], { encoding: 'utf8' });
    assert.equal(run.status, 2);
    assert.match(run.stderr, /usage: site-sync/);
  });
});
