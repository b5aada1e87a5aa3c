// Which pictures make the character: the activated purchased items, one per category, stacked in
// the order of the common 240 x 240 canvas (docs/decisions.md "Character"). Souvenirs are not worn.
import type { ShopCategory } from '@abacus/contract/shop';

export const LAYER_ORDER = [
  'BACKGROUND',
  'ANIMALS',
  'TRANSPORTS',
  'HERO',
  'PANTS',
  'FACE',
  'CAP',
  'ACCESSORIES',
  'DEVICES',
] as const satisfies readonly ShopCategory[];
export type LayerCategory = (typeof LAYER_ORDER)[number];

/** The part of a purchased item (GET eshop/items/purchased) the picture needs. */
export interface WornItem {
  is_activated: boolean;
  file: string;
  item: { category: string; file?: string };
}

export interface Layer {
  category: LayerCategory;
  src: string;
}

/** An item tried on in the shop's preview: it replaces what the character wears in its category. */
export interface TryOn {
  category: string;
  file: string;
}

const isLayer = (category: string): category is LayerCategory => (LAYER_ORDER as readonly string[]).includes(category);

/** The layers bottom to top; the first activated item of a category wins (the list is newest first). */
export function characterLayers(items: readonly WornItem[], tryOn?: TryOn): Layer[] {
  const chosen = new Map<LayerCategory, string>();
  for (const purchased of items) {
    const { category } = purchased.item;
    const src = purchased.file || purchased.item.file;
    if (purchased.is_activated && isLayer(category) && src && !chosen.has(category)) chosen.set(category, src);
  }
  if (tryOn && isLayer(tryOn.category)) chosen.set(tryOn.category, tryOn.file);
  return LAYER_ORDER.filter((category) => chosen.has(category)).map((category) => ({
    category,
    src: chosen.get(category) as string,
  }));
}

export const isWorn = (category: string): boolean => isLayer(category);

/**
 * The layers under the hero, the hero, and those over it: with no hero the character component
 * draws its own default figure in the hero's place, so backgrounds stay behind and clothes on top.
 */
export function splitAtHero(layers: readonly Layer[]): { below: Layer[]; hero: Layer | null; above: Layer[] } {
  const heroRank = LAYER_ORDER.indexOf('HERO');
  const rank = (layer: Layer) => LAYER_ORDER.indexOf(layer.category);
  return {
    below: layers.filter((layer) => rank(layer) < heroRank),
    hero: layers.find((layer) => layer.category === 'HERO') ?? null,
    above: layers.filter((layer) => rank(layer) > heroRank),
  };
}
