// Writes what the flash runner shows straight into the DOM: it runs inside the animation frame that must
// show it, where a React state update would only be painted a frame later.
import type { FlashDisplay } from '@/engine/scheduler/flash-runner';
import type { CountdownLabel } from '@/engine/scheduler/flash-timeline';
import { formatSigned } from './expression-text';

/** A countdown step as shown: 3, 2, 1, then `go`, the word in the child's language (t('countdown.go')). */
export const countdownText = (label: CountdownLabel, go: string) => (label === 'GO' ? go : label);

/** Whether two displays look the same: each countdown step (3, 2, 1, GO) and each number is a change. */
export function sameDisplay(a: FlashDisplay, b: FlashDisplay): boolean {
  if (a.kind === 'blank' || b.kind === 'blank') return a.kind === b.kind;
  if (a.kind === 'countdown') return b.kind === 'countdown' && a.step === b.step && a.label === b.label;
  return b.kind === 'number' && a.index === b.index && a.value === b.value;
}

export function writeFlash(element: HTMLElement | null, display: FlashDisplay, go: string): void {
  if (!element) return;
  element.dataset.kind = display.kind;
  if (display.kind === 'number') {
    element.dataset.index = String(display.index);
    element.textContent = formatSigned(display.value);
  } else {
    delete element.dataset.index;
    element.textContent = display.kind === 'countdown' ? countdownText(display.label, go) : '';
  }
}
