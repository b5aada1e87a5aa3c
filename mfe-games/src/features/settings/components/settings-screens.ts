// Every game's settings screen, one chunk for all of them (app.tsx loads it when the first one is opened, and
// prefetches it once the game list is in).
export { AbacusRandomSettings } from './abacus-random-settings';
export { AdditionSettings } from './addition-settings';
export { AnzanSettings } from './anzan-settings';
export { BaseSettings } from './base-settings';
export { ColumnsSettings } from './columns-settings';
export { DemoAdditionSettings, DemoColumnsSettings } from './demo-settings';
export { DivisionSettings } from './division-settings';
export { Multiply25Settings } from './multiply-25-settings';
export { MultiplySettings } from './multiply-settings';
export { NegativeSettings } from './negative-settings';
export { SquaredSettings } from './squared-settings';
