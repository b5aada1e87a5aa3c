// The Kubernetes manifests of deploy/k8s/, checked offline: every YAML document against the JSON schema of its kind
// (compiled validators of kubernetes-models and @kubernetes-models/gateway-api), with no field that its kind does not
// know (a typo such as `readinesProbe` is refused: TypeScript's excess-property check on the same packages' types),
// then the project's rules: three API replicas, probes on healthz and livez, non-root and restricted pods, resources
// on every container, pinned images, placeholder-only Secrets, and every name one object gives another resolving.
// Run: node --test deploy/tests/k8s-manifests.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const k8sDir = join(root, 'deploy/k8s');
const KUSTOMIZATION = 'kustomization.yaml';
/** Created by hand or from a secret store, never by `kubectl apply -k` (it would overwrite the real one). */
const SECRETS_EXAMPLE = 'secrets.example.yaml';
const PLACEHOLDER = 'REPLACE_ME';

/** Every document of every manifest, as { file, index, doc }. */
function loadManifests() {
  const files = readdirSync(k8sDir).filter((name) => name.endsWith('.yaml') && name !== KUSTOMIZATION);
  return files.flatMap((file) =>
    parseAllDocuments(readFileSync(join(k8sDir, file), 'utf8'), { uniqueKeys: true }).map((parsed, index) => {
      if (parsed.errors.length) throw new Error(`${file} #${index}: ${parsed.errors.map((e) => e.message).join('; ')}`);
      return { file, index, doc: parsed.toJS() };
    }),
  );
}

const manifests = loadManifests();
const kustomization = parseAllDocuments(readFileSync(join(k8sDir, KUSTOMIZATION), 'utf8'))[0].toJS();
const where = ({ file, index, doc }) => `${file} #${index} ${doc?.kind}/${doc?.metadata?.name}`;
const ofKind = (kind) => manifests.filter((m) => m.doc.kind === kind).map((m) => m.doc);
const named = (kind, name) => ofKind(kind).find((doc) => doc.metadata.name === name);

/** The module of a kind's model: kubernetes-models for the built-in API groups, its gateway-api package for that one. */
function modelModule({ apiVersion, kind }) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  if (group === 'gateway.networking.k8s.io') return `@kubernetes-models/gateway-api/${group}/${version}/${kind}`;
  return `kubernetes-models/${group ? `${group}/` : ''}${version}/${kind}`;
}

/** Pod templates (Deployments and Jobs), each with where it comes from. */
const podTemplates = () =>
  manifests
    .filter((m) => m.doc.spec?.template?.spec?.containers)
    .map((m) => ({ at: where(m), doc: m.doc, pod: m.doc.spec.template.spec }));
const containersOf = (pod) => [...(pod.initContainers ?? []), ...pod.containers];

test('every document names its API version, kind and name, and leaves the namespace to the kustomization', () => {
  assert.ok(manifests.length > 10, `only ${manifests.length} documents in deploy/k8s`);
  for (const m of manifests) {
    assert.ok(m.doc?.apiVersion && m.doc.kind && m.doc.metadata?.name, `${where(m)}: apiVersion, kind, metadata.name`);
    if (m.doc.kind !== 'Namespace') assert.equal(m.doc.metadata.namespace, undefined, `${where(m)}: namespace set`);
  }
  assert.equal(kustomization.namespace, named('Namespace', kustomization.namespace)?.metadata.name);
});

test('every document is valid against the JSON schema of its kind', async () => {
  const problems = [];
  for (const m of manifests) {
    const module = modelModule(m.doc);
    const Model = (await import(module).catch(() => null))?.[m.doc.kind];
    if (!Model) {
      problems.push(`${where(m)}: no schema for ${m.doc.apiVersion} ${m.doc.kind} (${module})`);
      continue;
    }
    try {
      new Model(m.doc).validate();
    } catch (err) {
      problems.push(`${where(m)}: ${err.message}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('no document has a field its kind does not know', () => {
  const require = createRequire(import.meta.url);
  const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
  const dir = mkdtempSync(join(tmpdir(), 'k8s-fields-'));
  try {
    // One typed constant per line: excess-property errors point at the line, hence at the document.
    const lines = manifests.map((m, i) => {
      const typeFile = fileURLToPath(import.meta.resolve(modelModule(m.doc)));
      return `import type { I${m.doc.kind} as T${i} } from ${JSON.stringify(typeFile)};`;
    });
    const first = lines.length + 1;
    lines.push(...manifests.map((m, i) => `export const doc${i}: T${i} = ${JSON.stringify(m.doc)};`));
    writeFileSync(join(dir, 'manifests.ts'), `${lines.join('\n')}\n`);
    const flags = ['--noEmit', '--strict', '--skipLibCheck', '--module', 'nodenext', '--target', 'es2022'];
    // In the scratch folder: tsc refuses a file named on its command line beside a tsconfig.json.
    const run = spawnSync(process.execPath, [tsc, ...flags, 'manifests.ts'], { cwd: dir, encoding: 'utf8' });
    const problems = [...`${run.stdout}${run.stderr}`.matchAll(/manifests\.ts\((\d+),\d+\): error (TS\d+: .*)/g)].map(
      ([, line, message]) => `${where(manifests[Number(line) - first] ?? {})}: ${message}`,
    );
    assert.deepEqual(problems, []);
    assert.equal(run.status, 0, `tsc failed: ${run.stdout}${run.stderr}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the kustomization lists every manifest but the Secret example, and sets the tag of every image used', () => {
  const files = readdirSync(k8sDir).filter((name) => name.endsWith('.yaml') && name !== KUSTOMIZATION);
  assert.deepEqual([...kustomization.resources].sort(), files.filter((name) => name !== SECRETS_EXAMPLE).sort());
  const images = new Set(podTemplates().flatMap(({ pod }) => containersOf(pod).map((c) => c.image.split(':')[0])));
  assert.deepEqual(new Set(kustomization.images.map((image) => image.name)), images);
  for (const image of kustomization.images) assert.match(image.newTag, /^\d+\.\d+\.\d+/, `${image.name}: tag`);
});

test('the API runs three replicas, ready on healthz and alive on livez, scaled from three and budgeted', () => {
  const api = named('Deployment', 'api');
  assert.equal(api.spec.replicas, 3);
  const [container] = api.spec.template.spec.containers;
  assert.deepEqual(container.ports, [{ name: 'http', containerPort: 8080 }]);
  assert.deepEqual(container.readinessProbe.httpGet, { path: '/api/v1/healthz', port: 'http' });
  assert.deepEqual(container.livenessProbe.httpGet, { path: '/api/v1/livez', port: 'http' });
  const hpa = named('HorizontalPodAutoscaler', 'api');
  assert.deepEqual(hpa.spec.scaleTargetRef, { apiVersion: 'apps/v1', kind: 'Deployment', name: 'api' });
  assert.equal(hpa.spec.minReplicas, 3);
  assert.ok(hpa.spec.maxReplicas > hpa.spec.minReplicas);
  const budget = named('PodDisruptionBudget', 'api');
  assert.ok(budget.spec.minAvailable >= 1 && budget.spec.minAvailable < api.spec.replicas, 'PDB minAvailable');
});

test('every pod runs non-root and restricted, and every container has requests, a memory limit and a pinned image', () => {
  for (const { at, pod } of podTemplates()) {
    assert.equal(pod.securityContext?.runAsNonRoot, true, `${at}: runAsNonRoot`);
    assert.ok(pod.securityContext.runAsUser > 0, `${at}: runAsUser`);
    assert.equal(pod.securityContext.seccompProfile?.type, 'RuntimeDefault', `${at}: seccomp`);
    assert.equal(pod.automountServiceAccountToken, false, `${at}: service account token`);
    for (const c of containersOf(pod)) {
      const name = `${at} container ${c.name}`;
      assert.equal(c.securityContext?.allowPrivilegeEscalation, false, `${name}: allowPrivilegeEscalation`);
      assert.equal(c.securityContext.readOnlyRootFilesystem, true, `${name}: readOnlyRootFilesystem`);
      assert.deepEqual(c.securityContext.capabilities?.drop, ['ALL'], `${name}: capabilities`);
      assert.ok(c.resources?.requests?.cpu && c.resources.requests.memory, `${name}: cpu and memory requests`);
      assert.ok(c.resources.limits?.memory, `${name}: memory limit`);
      assert.match(c.image, /^[^:@]+(:[\w.-]+|@sha256:[0-9a-f]{64})$/, `${name}: image without tag or digest`);
      assert.doesNotMatch(c.image, /:latest$/, `${name}: latest tag`);
    }
  }
});

test('Secrets hold placeholders only, never applied by the kustomization; ConfigMaps hold no secret', () => {
  const secrets = manifests.filter((m) => m.doc.kind === 'Secret');
  assert.ok(secrets.length > 0);
  for (const m of secrets) {
    assert.equal(m.file, SECRETS_EXAMPLE, `${where(m)}: a Secret outside ${SECRETS_EXAMPLE}`);
    assert.equal(m.doc.data, undefined, `${where(m)}: base64 data hides what it holds: use stringData`);
    for (const [key, value] of Object.entries(m.doc.stringData)) {
      assert.ok(value.includes(PLACEHOLDER), `${where(m)}: ${key} is not a ${PLACEHOLDER} placeholder`);
    }
  }
  for (const map of ofKind('ConfigMap')) {
    for (const key of Object.keys(map.data)) {
      assert.doesNotMatch(
        key,
        /SECRET|PASSWORD|TOKEN|DATABASE_URL|SMTP_URL|ACCESS_KEY/,
        `${map.metadata.name}: ${key}`,
      );
    }
  }
  const env = named('ConfigMap', 'abacus-env').data;
  assert.equal(env.STORAGE_BACKEND, 's3');
  assert.equal(env.SEED_DEMO, '0', 'no demo logins (password demo1234) on a production database');
  for (const key of ['PUBLIC_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'MAIL_FROM']) assert.ok(env[key], `abacus-env ${key}`);
  const secretKeys = Object.keys(named('Secret', 'abacus-secrets').stringData);
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
    assert.ok(secretKeys.includes(key), `abacus-secrets ${key}`);
  }
});

test('every name one object gives another resolves: config, secrets, volumes, selectors, routes', () => {
  const labelsMatch = (selector, labels) => Object.entries(selector).every(([k, v]) => labels?.[k] === v);
  const podLabels = ofKind('Deployment').map((d) => d.spec.template.metadata.labels);
  for (const { at, doc, pod } of podTemplates()) {
    if (doc.kind === 'Deployment')
      assert.ok(labelsMatch(doc.spec.selector.matchLabels, doc.spec.template.metadata.labels));
    for (const c of containersOf(pod)) {
      for (const from of c.envFrom ?? []) {
        if (from.configMapRef)
          assert.ok(named('ConfigMap', from.configMapRef.name), `${at}: ${from.configMapRef.name}`);
        if (from.secretRef) assert.ok(named('Secret', from.secretRef.name), `${at}: ${from.secretRef.name}`);
      }
      for (const { valueFrom } of c.env ?? []) {
        const ref = valueFrom?.secretKeyRef;
        if (ref)
          assert.ok(named('Secret', ref.name)?.stringData[ref.key] !== undefined, `${at}: ${ref.name}.${ref.key}`);
      }
      const volumeNames = new Set((pod.volumes ?? []).map((v) => v.name));
      for (const mount of c.volumeMounts ?? []) assert.ok(volumeNames.has(mount.name), `${at}: volume ${mount.name}`);
    }
    for (const volume of pod.volumes ?? []) {
      if (volume.configMap) assert.ok(named('ConfigMap', volume.configMap.name), `${at}: ${volume.configMap.name}`);
      const claim = volume.persistentVolumeClaim?.claimName;
      if (claim) assert.ok(named('PersistentVolumeClaim', claim), `${at}: claim ${claim}`);
    }
  }
  for (const doc of [...ofKind('PodDisruptionBudget'), ...ofKind('Service'), ...ofKind('NetworkPolicy')]) {
    const selector = doc.spec.selector?.matchLabels ?? doc.spec.selector ?? doc.spec.podSelector.matchLabels;
    assert.ok(
      podLabels.some((labels) => labelsMatch(selector, labels)),
      `${doc.kind}/${doc.metadata.name} selects no pod`,
    );
  }
  for (const route of ofKind('HTTPRoute')) {
    for (const parent of route.spec.parentRefs) {
      const listeners = named('Gateway', parent.name)?.spec.listeners.map((l) => l.name) ?? [];
      assert.ok(
        listeners.includes(parent.sectionName),
        `HTTPRoute/${route.metadata.name}: ${parent.name}/${parent.sectionName}`,
      );
    }
    for (const ref of route.spec.rules.flatMap((rule) => rule.backendRefs ?? [])) {
      const ports = named('Service', ref.name)?.spec.ports.map((p) => p.port) ?? [];
      assert.ok(ports.includes(ref.port), `HTTPRoute/${route.metadata.name}: Service ${ref.name}:${ref.port}`);
    }
  }
});

test('the gateway image reaches the API Service, serves deploy/regions.json, and the Job runs the migrations only', () => {
  const dockerfile = readFileSync(join(root, 'deploy/docker/gateway.Dockerfile'), 'utf8');
  const [, host, port] = dockerfile.match(/nginx-config\.mjs[^\n]*--upstream ([\w-]+):(\d+)/) ?? [];
  assert.ok(
    named('Service', host)?.spec.ports.some((p) => p.port === Number(port)),
    `upstream ${host}:${port}`,
  );
  const regions = JSON.parse(named('ConfigMap', 'abacus-regions').data['regions.json']);
  assert.deepEqual(regions, JSON.parse(readFileSync(join(root, 'deploy/regions.json'), 'utf8')));
  const job = named('Job', 'abacus-migrate').spec.template.spec;
  const apiImage = named('Deployment', 'api').spec.template.spec.containers[0].image;
  assert.equal(job.containers[0].image, apiImage);
  assert.deepEqual(job.containers[0].command, ['node', '--import', 'tsx', 'src/db/migrate-cli.ts']);
  assert.equal(job.restartPolicy, 'Never');
});
