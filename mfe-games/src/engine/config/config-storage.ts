// The settings screens remember their last choices in local storage (spec 001 section 3): gameConfigs_1
// (the suffix is the version of the stored shape), demoGameConfigs for the demo, multiplyColumnsConfig for
// the numbers of the columns game's multiplication level (the game in `type`, multiply when absent). Whatever is stored is checked field by field: a corrupt or
// older entry falls back to the defaults and never breaks a screen.
import { readLocalJson, writeLocalJson } from '../storage/local-json';
import { baseNumbers, MULTIPLY_25_BASES, MULTIPLY_25_COMPLEXITY, squaredNumbers, SQUARED_RANGES } from './game-choices';
import {
  ANZAN_TYPES,
  COLUMN_GAMES,
  COLUMNS_SPEED,
  DEFAULT_CONFIG,
  DIGIT_TYPES,
  GAME_MODES,
  isOneOf,
  SQUARED_SPEED,
  VOICE_LANGUAGES,
  voiceLanguageFor,
  type GameConfig,
} from './game-config';
import { SCREEN_TYPES, type SettingsScreen } from './game-screens';
import { applyRules, levelOf, taskNumbersDefaults, type RuleContext } from './settings-rules';

export const CONFIGS_KEY = 'gameConfigs_1';
export const DEMO_CONFIGS_KEY = 'demoGameConfigs';
export const MULTIPLY_COLUMNS_KEY = 'multiplyColumnsConfig';

export interface StorageContext extends RuleContext {
  /** The interface language, for the voice language until one is chosen. */
  interfaceLanguage: string;
}

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isNumberList = (value: unknown): value is number[] => Array.isArray(value) && value.every(isNumber);
const isNameList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');
const isDigit = (value: unknown): value is number | null => value === null || isNumber(value);
const isLevel = (value: unknown) => isOneOf(DIGIT_TYPES, value) || isOneOf(COLUMN_GAMES, value);

/** Which fields each section of the stored shape keeps, and how each is checked. */
const FIELDS = {
  speed: isNumber,
  length: isNumber,
  places: isNumber,
  complexity: isNumber,
  digit: isDigit,
  pro: isBoolean,
  withSound: isBoolean,
  mode: (v: unknown) => isOneOf(GAME_MODES, v),
  numbers: isNumberList,
  timerCount: isNumber,
  isTimerEnabled: isBoolean,
  anzan_type: (v: unknown) => isOneOf(ANZAN_TYPES, v),
  users: isNameList,
} satisfies Partial<Record<keyof GameConfig, (v: unknown) => boolean>>;
type StoredField = keyof typeof FIELDS;

const SECTIONS = {
  addition: {
    key: 'addition',
    fields: ['speed', 'length', 'places', 'digit', 'pro', 'withSound', 'mode'],
    level: true,
  },
  abacus_random: { key: 'abacusRandom', fields: ['speed', 'length', 'places', 'digit', 'pro'], level: true },
  anzan: { key: 'anzan', fields: ['speed', 'length', 'complexity', 'anzan_type', 'withSound'], level: false },
  division: { key: 'division', fields: ['numbers'], level: false },
  multiply: { key: 'multiply', fields: ['numbers', 'complexity'], level: false },
  negative: { key: 'negative', fields: ['speed', 'length', 'complexity', 'withSound'], level: false },
  columns: {
    key: 'columns',
    fields: ['digit', 'mode', 'length', 'places', 'timerCount', 'isTimerEnabled', 'anzan_type', 'users'],
    level: true,
  },
} satisfies Partial<Record<SettingsScreen, { key: string; fields: StoredField[]; level: boolean }>>;
type StoredScreen = keyof typeof SECTIONS;
const isStoredScreen = (screen: SettingsScreen): screen is StoredScreen => screen in SECTIONS;

/** The defaults of each screen (spec section 9). */
function screenDefaults(screen: SettingsScreen): GameConfig {
  const silent = { ...DEFAULT_CONFIG, withSound: false };
  const type = SCREEN_TYPES[screen];
  switch (screen) {
    case 'addition':
      return { ...DEFAULT_CONFIG, type };
    case 'anzan':
      return { ...DEFAULT_CONFIG, type, digit_type: 'anzan', digit: null };
    case 'negative':
      return { ...DEFAULT_CONFIG, type, digit: null };
    case 'abacus_random':
      return { ...silent, type };
    case 'columns':
      return { ...silent, type, mode: 'columns', speed: COLUMNS_SPEED };
    case 'multiply':
      return { ...silent, type, digit: null };
    case 'squared':
      return { ...silent, type, digit: null, speed: SQUARED_SPEED, numbers: squaredNumbers(SQUARED_RANGES[0]) };
    case 'base':
      return { ...silent, type, digit: null, complexity: 100, numbers: baseNumbers(100, 'universal') };
    case 'division':
      return { ...silent, type, digit: null, numbers: [100, 10] };
    case 'multiply_25x25':
      return { ...silent, type, digit: null, complexity: MULTIPLY_25_COMPLEXITY, numbers: [...MULTIPLY_25_BASES] };
  }
}

function readJson(key: string): Raw {
  const parsed = readLocalJson(key);
  return isRecord(parsed) ? parsed : {};
}

function overlay(config: GameConfig, section: unknown, fields: readonly StoredField[]): GameConfig {
  if (!isRecord(section)) return config;
  const next: Raw = { ...config };
  for (const field of fields) if (FIELDS[field](section[field])) next[field] = section[field];
  return next as unknown as GameConfig;
}

const storeKey = (ctx: RuleContext) => (ctx.demo ? DEMO_CONFIGS_KEY : CONFIGS_KEY);

/** The configuration a settings screen opens with: its defaults, then what was stored, then every rule. */
export function loadGameConfig(screen: SettingsScreen, ctx: StorageContext): GameConfig {
  const stored = readJson(storeKey(ctx));
  let config: GameConfig = {
    ...screenDefaults(screen),
    language: isOneOf(VOICE_LANGUAGES, stored.language) ? stored.language : voiceLanguageFor(ctx.interfaceLanguage),
  };
  if (isStoredScreen(screen)) {
    const { key, fields, level } = SECTIONS[screen];
    const section = stored[key];
    config = overlay(config, section, fields);
    if (level && isRecord(section) && isLevel(section.type)) {
      config = isOneOf(COLUMN_GAMES, section.type)
        ? { ...config, isMultiplyColumn: true, columnGame: section.type, ...taskNumbersDefaults(section.type) }
        : { ...config, digit_type: section.type as GameConfig['digit_type'], isMultiplyColumn: false };
    }
    if (screen === 'columns' && config.isMultiplyColumn && !ctx.demo) {
      const numbers = readJson(MULTIPLY_COLUMNS_KEY);
      if ((numbers.type ?? 'multiply') === config.columnGame)
        config = overlay(config, numbers, ['numbers', 'complexity']);
    }
  }
  return applyRules(config, ctx);
}

/** Remembers the choices of a screen (and the voice language) for the next visit. */
export function saveGameConfig(screen: SettingsScreen, input: GameConfig, ctx: RuleContext): void {
  if (!isStoredScreen(screen)) return;
  const config = applyRules(input, ctx);
  const { key, fields, level } = SECTIONS[screen];
  const section: Raw = {};
  for (const field of fields) section[field] = config[field];
  if (level) section.type = levelOf(config);
  const stored = readJson(storeKey(ctx));
  writeLocalJson(storeKey(ctx), { ...stored, language: config.language, [key]: section });
  if (screen === 'columns' && config.isMultiplyColumn && !ctx.demo) {
    writeLocalJson(MULTIPLY_COLUMNS_KEY, {
      type: config.columnGame,
      numbers: config.numbers,
      complexity: config.complexity,
    });
  }
}
