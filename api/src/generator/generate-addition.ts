import { applyDigit, fromRods, type Move } from './abacus-number.ts';
import { placesOf, type Item } from './items.ts';
import { levelRules, type AbacusLevel, type LevelRules } from './levels.ts';
import type { Rng } from './random.ts';

/**
 * Addition and subtraction sets that honour the abacus formulas of a level (levels.ts), by constrained random
 * search: each step is built rod by rod from the ones, a digit is drawn only among those whose bead moves
 * (carries included) the level allows, favouring the focus formula; the finished number must also be allowed
 * when worked from the highest rod. Dead ends backtrack one step; a set that misses a focus digit is drawn
 * again. Every loop is bounded, and the last resort is a plain valid set, never an error.
 */

export interface AbacusSetRequest {
  level: AbacusLevel;
  /** Focus digits (empty: the level's default). */
  digits: readonly number[];
  pro: boolean;
  /** Place value of every number: 1, 10, 100... */
  complexity: number;
  /** Numbers in the set, the starting number included. */
  length: number;
}

const MAX_ATTEMPTS = 60;
const TRIES_PER_STEP = 32;
const WEIGHT_ZERO = 0.3;
const WEIGHT_NEW_FOCUS = 100;
const WEIGHT_FOCUS = 40;
const WEIGHT_READY = 10;
const POOL_SIZE = 10;

interface Context {
  rules: LevelRules;
  places: number;
  rodCount: number;
  length: number;
  complexity: number;
  /** Totals above this lean towards subtraction (keeps drills with carries in a readable range). */
  softMax: number;
  target: number;
  /** focusReachable by total: the same states come back again and again. */
  reachable: Map<number, boolean>;
  requiredMask: number;
  /** The bead-move check shared by every trial (allocated once): refuses moves the level forbids, notes the focus. */
  probe: (m: Move) => boolean;
  probeHits: number;
}

interface Step {
  item: Item;
  rods: number[];
  hits: number[];
}

/**
 * Totals hover around half of this: 5 x the place value for fifty (about 50 with two-digit numbers), 10 x for the
 * other levels with carries (a big-friends drill of one-digit numbers stays in the teens, a two-digit hundred drill
 * around 100); levels without carries may use their rods freely.
 */
function softMaxFor(level: AbacusLevel, complexity: number, places: number): number {
  if (level === 'fifty') return complexity * 10;
  if (level === 'hundred' || level === 'big_friends' || level === 'family') return complexity * 20;
  return 10 ** places - 1;
}

/** How many distinct focus digits a set of this length can be asked to contain. */
export function coverageTarget(rules: LevelRules, length: number): number {
  const slots = rules.startCanPractise ? length : length - 1;
  return Math.min(rules.required.length, Math.max(slots, 0));
}

export function generateAbacusSet(req: AbacusSetRequest, rng: Rng): Item[] {
  const rules = levelRules(req.level, req.digits, req.pro, req.complexity);
  const places = placesOf(req.complexity);
  const rodCount = places + rules.rodsAbove;
  const ctx: Context = {
    rules,
    places,
    rodCount,
    length: req.length,
    complexity: req.complexity,
    softMax: softMaxFor(req.level, req.complexity, places),
    target: coverageTarget(rules, req.length),
    reachable: new Map(),
    requiredMask: maskOf(rules.required),
    probe: (m) => {
      if (!rules.allows(m)) return false;
      const f = rules.focusOf(m);
      if (f !== null) ctx.probeHits |= bit(f);
      return true;
    },
    probeHits: 0,
  };
  let best: Step[] | null = null;
  let bestHits = -1;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const steps = buildOnce(ctx, rng);
    if (!steps) continue;
    const hits = new Set(steps.flatMap((s) => s.hits)).size;
    if (hits >= ctx.target) return steps.map((s) => s.item);
    if (hits > bestHits) {
      best = steps;
      bestHits = hits;
    }
  }
  return best ? best.map((s) => s.item) : plainSet(ctx);
}

function buildOnce(ctx: Context, rng: Rng): Step[] | null {
  const steps: Step[] = [];
  const hitCount = new Map<number, number>();
  const zeros = new Array<number>(ctx.rodCount).fill(0);
  let backtracks = 0;
  while (steps.length < ctx.length) {
    const covered = [...hitCount.values()].filter((n) => n > 0).length;
    const needed = ctx.target - covered;
    const canPractise = steps.length > 0 || ctx.rules.startCanPractise;
    // Steps left that can still practise the focus, this one included.
    const slotsLeft = ctx.length - steps.length - (canPractise ? 0 : 1);
    const uncovered = new Set(ctx.rules.required.filter((d) => !hitCount.get(d)));
    const mustHit = canPractise && needed > 0 && slotsLeft <= needed;
    const step = drawStep(ctx, rng, steps.at(-1) ?? null, steps.length === 0, uncovered, mustHit, zeros);
    if (step) {
      steps.push(step);
      for (const h of step.hits) hitCount.set(h, (hitCount.get(h) ?? 0) + 1);
      continue;
    }
    if (steps.length === 0 || ++backtracks > ctx.length * 3) return null;
    const undone = steps.pop()!;
    for (const h of undone.hits) hitCount.set(h, hitCount.get(h)! - 1);
  }
  return steps;
}

/** Chance of a subtraction: none below the smallest number, more as the total grows. */
function minusShare(ctx: Context, total: number): number {
  if (total < ctx.complexity) return 0;
  return Math.min(0.85, Math.max(0.15, total / ctx.softMax));
}

function drawStep(
  ctx: Context,
  rng: Rng,
  prev: Step | null,
  isStart: boolean,
  uncovered: Set<number>,
  mustHit: boolean,
  zeros: number[],
): Step | null {
  const rods = prev ? prev.rods : zeros;
  const total = fromRods(rods);
  const pool: Step[] = [];
  const weights: number[] = [];
  const pMinus = isStart ? 0 : minusShare(ctx, total);
  // The starting number is drawn without a push towards the focus: otherwise every set (and every column of a
  // columns game) would open with the focus digit. The focus is still guaranteed later (`mustHit`).
  const steer = !isStart || mustHit;
  // Undoing the previous step teaches nothing ("+3 -3 +3 -3"): such a step is kept aside and used only when
  // nothing else fits (issue 9: 17-22 % of steps at elementary on one rod; now under 5 %, undo-steps.test.ts).
  let undo: Step | null = null;
  for (let attempt = 0; attempt < TRIES_PER_STEP && pool.length < POOL_SIZE; attempt++) {
    // Both signs take turns in the pool, so the sign the focus needs is always there; the share weighs the pick.
    const sign: 1 | -1 = pMinus > 0 && attempt % 2 === 1 ? -1 : 1;
    const step = buildNumber(ctx, rng, rods, sign, uncovered, steer);
    if (!step || pool.some((p) => p.item.number === step.item.number && p.item.sign === sign)) continue;
    if (mustHit && !step.hits.some((h) => uncovered.has(h))) continue;
    if (!allowedHighestFirst(ctx, rods, sign, step.item.number)) continue;
    let w = sign === -1 ? pMinus : 1 - pMinus;
    if (steer) {
      if (step.hits.some((h) => uncovered.has(h))) w *= WEIGHT_NEW_FOCUS;
      else if (step.hits.length > 0) w *= WEIGHT_FOCUS;
      else if (focusReachable(ctx, step.rods)) w *= WEIGHT_READY;
    }
    if (prev && step.item.number === prev.item.number && sign === -prev.item.sign) {
      undo ??= step;
      continue;
    }
    pool.push(step);
    weights.push(w);
  }
  const k = rng.weighted(weights);
  return k < 0 ? undo : pool[k];
}

const bit = (d: number) => 1 << d;
const maskOf = (digits: Iterable<number>) => {
  let m = 0;
  for (const d of digits) m |= bit(d);
  return m;
};

/** The focus digits (bitmask) practised by placing sign*digit on `rod`; -1 when the level does not allow it. */
function tryDigit(ctx: Context, rods: number[], rod: number, sign: 1 | -1, digit: number): number {
  ctx.probeHits = digit === 0 && ctx.rules.zeroIsFocus ? bit(0) : 0;
  return applyDigit(rods, rod, sign, digit, ctx.probe) ? ctx.probeHits : -1;
}

/** The finished number worked from the highest rod: every bead move must be allowed there too. */
function allowedHighestFirst(ctx: Context, rods: readonly number[], sign: 1 | -1, number: number): boolean {
  const trial = rods.slice();
  for (let rod = ctx.places - 1; rod >= 0; rod--) {
    const digit = Math.floor(number / 10 ** rod) % 10;
    if (!applyDigit(trial, rod, sign, digit, ctx.rules.allows)) return false;
  }
  return true;
}

/** Draws sign*number rod by rod from the ones, each digit among those whose bead moves the level allows. */
function buildNumber(
  ctx: Context,
  rng: Rng,
  rods: readonly number[],
  sign: 1 | -1,
  uncovered: Set<number>,
  steer: boolean,
): Step | null {
  const { places } = ctx;
  const uncoveredMask = maskOf(uncovered);
  const next = rods.slice();
  const trial = rods.slice();
  const weights = new Array<number>(10);
  const optionHits = new Array<number>(10);
  let hits = 0;
  let number = 0;
  for (let rod = 0; rod < places; rod++) {
    for (let digit = 0; digit <= 9; digit++) {
      weights[digit] = 0;
      if (digit === 0 && rod === places - 1) continue;
      for (let i = 0; i < next.length; i++) trial[i] = next[i];
      const h = tryDigit(ctx, trial, rod, sign, digit);
      if (h < 0) continue;
      let w = digit === 0 ? WEIGHT_ZERO : 1;
      if (steer && h & uncoveredMask) w *= WEIGHT_NEW_FOCUS;
      else if (steer && h & ctx.requiredMask) w *= WEIGHT_FOCUS;
      weights[digit] = w;
      optionHits[digit] = h;
    }
    const digit = rng.weighted(weights);
    if (digit < 0) return null;
    applyDigit(next, rod, sign, digit, () => true);
    hits |= optionHits[digit];
    number += digit * 10 ** rod;
  }
  const hitList: number[] = [];
  for (let d = 0; d <= 9; d++) if (hits & bit(d)) hitList.push(d);
  return { item: { number, sign }, rods: next, hits: hitList };
}

/** Can one digit on one rod practise the focus from here? (a one-step lookahead that raises the focus density) */
function focusReachable(ctx: Context, rods: readonly number[]): boolean {
  const key = fromRods(rods);
  let known = ctx.reachable.get(key);
  if (known === undefined) {
    known = searchFocus(ctx, rods);
    ctx.reachable.set(key, known);
  }
  return known;
}

function searchFocus(ctx: Context, rods: readonly number[]): boolean {
  const trial = rods.slice();
  for (let rod = 0; rod < ctx.places; rod++) {
    for (const sign of [1, -1] as const) {
      for (let digit = 1; digit <= 9; digit++) {
        for (let i = 0; i < rods.length; i++) trial[i] = rods[i];
        if (tryDigit(ctx, trial, rod, sign, digit) > 0) return true;
      }
    }
  }
  return false;
}

/**
 * Last resort, never expected in practice: the smallest number of the places, added or taken away by a direct
 * move on its top rod, which every level allows.
 */
function plainSet(ctx: Context): Item[] {
  const unit = 10 ** (ctx.places - 1);
  const items: Item[] = [];
  let top = 0;
  for (let i = 0; i < ctx.length; i++) {
    const sign: 1 | -1 = top % 5 === 4 ? -1 : 1;
    items.push({ number: unit, sign: i === 0 ? 1 : sign });
    top += i === 0 ? 1 : sign;
  }
  return items;
}
