// Writes what the flash runner shows straight into the DOM: it runs inside the animation frame that must
// show it, where a React state update would only be painted a frame later.
import type { FlashDisplay } from '../../../engine/scheduler/flash-runner';
import { formatSigned } from './expression-text';

export function writeFlash(element: HTMLElement | null, display: FlashDisplay): void {
  if (!element) return;
  element.dataset.kind = display.kind;
  if (display.kind === 'number') {
    element.dataset.index = String(display.index);
    element.textContent = formatSigned(display.value);
  } else {
    delete element.dataset.index;
    element.textContent = display.kind === 'countdown' ? display.label : '';
  }
}
