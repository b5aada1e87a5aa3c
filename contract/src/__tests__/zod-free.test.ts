// Lists, limits and messages are plain TypeScript so that the shell and the landing page can import them without
// loading zod (the first load of / has a 200 KB budget). Only `*-schema.ts` modules may import zod.
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(__dirname, '..');
const modules = fs.readdirSync(src).filter((file) => file.endsWith('.ts'));
const imports = (file: string) =>
  [...fs.readFileSync(path.join(src, file), 'utf8').matchAll(/from '([^']+)'/g)].map((match) => match[1]);
/** What a module loads when it runs: `import type` is erased. */
const loads = (file: string) =>
  [
    ...fs.readFileSync(path.join(src, file), 'utf8').matchAll(/^(?:import|export)(?!\s+type\b)[^;]*?from '([^']+)'/gms),
  ].map((match) => match[1]);

describe('the contract package', () => {
  it.each(modules.filter((file) => !file.endsWith('-schema.ts')))(
    '%s imports no zod, not even through a schema',
    (file) => {
      expect(loads(file).filter((spec) => spec === 'zod' || spec.endsWith('-schema.ts'))).toEqual([]);
    },
  );

  it.each(modules)('%s imports nothing but zod and its own modules (no React, no I/O)', (file) => {
    expect(imports(file).filter((spec) => spec !== 'zod' && !spec.startsWith('./'))).toEqual([]);
  });
});
