// Every layer is drawn where it sits on the common 240 x 240 canvas (api/assets/shop/README.md), so
// a cap alone is a small thing at the top of an empty square. Cards zoom onto the category's area.
import type { ShopCategory } from './types';

const CANVAS = 240;
const MAX_ZOOM = 3;

/** [x0, y0, x1, y1] on the canvas, a little wider than the README's areas. */
const AREAS: Partial<Record<ShopCategory, readonly [number, number, number, number]>> = {
  HERO: [50, 30, 190, 222],
  CAP: [68, 0, 172, 74],
  FACE: [76, 58, 164, 108],
  PANTS: [88, 160, 152, 212],
  ACCESSORIES: [84, 106, 156, 170],
  DEVICES: [144, 114, 232, 206],
  TRANSPORTS: [44, 196, 196, 240],
  ANIMALS: [0, 134, 80, 236],
};

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The CSS transform that centres and enlarges the category's area, or undefined for whole pictures. */
export function artFocus(category: ShopCategory): string | undefined {
  const area = AREAS[category];
  if (!area) return undefined;
  const [x0, y0, x1, y1] = area;
  const zoom = Math.min(MAX_ZOOM, (0.9 * CANVAS) / Math.max(x1 - x0, y1 - y0));
  // scale() then translate() about the centre: the area's centre moves to the square's centre.
  const shift = (centre: number) => round(((CANVAS / 2 - centre) / CANVAS) * 100);
  return `scale(${round(zoom)}) translate(${shift((x0 + x1) / 2)}%, ${shift((y0 + y1) / 2)}%)`;
}
