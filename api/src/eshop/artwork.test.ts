import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { shopItems } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';

const ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/shop');

let database: TestDatabase;
before(async () => {
  database = await createTestDatabase();
});
after(() => database.destroy());

/** Open and close tags must nest (a cheap well-formedness check: no XML parser in Node). */
function assertBalanced(svg: string, name: string): void {
  const stack: string[] = [];
  for (const m of svg.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<(\/?)([a-zA-Z][\w:-]*)\b[^<>]*?(\/?)>/g)) {
    const [, closing, tag, selfClosing] = m;
    if (selfClosing) continue;
    if (!closing) stack.push(tag);
    else assert.equal(stack.pop(), tag, `${name}: </${tag}> closes the wrong element`);
  }
  assert.deepEqual(stack, [], `${name}: unclosed elements`);
}

test("every seeded item's artwork exists in api/assets/shop and is a safe 240 x 240 SVG", async () => {
  const rows = await database.db.select({ file: shopItems.file, additional: shopItems.additionalFile }).from(shopItems);
  assert.ok(rows.length >= 20, `${rows.length} items`);
  const used = new Set<string>();
  for (const url of rows.flatMap((r) => [r.file, r.additional]).filter((u): u is string => u !== null)) {
    const m = /^\/media\/shop\/([a-z0-9-]+\.svg)$/.exec(url);
    assert.ok(m, `file URL ${url}`);
    const file = path.join(ASSETS, m[1]);
    assert.ok(fs.existsSync(file), `missing ${file}`);
    used.add(m[1]);

    const svg = fs.readFileSync(file, 'utf8');
    assert.ok(Buffer.byteLength(svg) < 4096, `${m[1]} is ${Buffer.byteLength(svg)} bytes`);
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 240 240"[^>]*>/, m[1]);
    assert.match(svg.trim(), /<\/svg>$/, m[1]);
    assert.doesNotMatch(svg, /<script/i, m[1]);
    assert.doesNotMatch(svg, /\son[a-z]+\s*=/i, `${m[1]}: event handler attribute`);
    assert.doesNotMatch(svg, /<(image|foreignObject|use|iframe|a)\b/i, `${m[1]}: embedded or linked content`);
    assert.doesNotMatch(svg, /href\s*=|url\((?!#)|@import|javascript:/i, `${m[1]}: external reference`);
    assertBalanced(svg, m[1]);
  }
  const present = fs.readdirSync(ASSETS).filter((f) => f.endsWith('.svg'));
  assert.deepEqual(
    present.filter((f) => !used.has(f)),
    [],
    'artwork no item uses',
  );
});
