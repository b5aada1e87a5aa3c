// Exposed as student/./character: the games remote's egg shows the same picture as the shop.
// The host passes the purchased items it fetched (GET eshop/items/purchased?user=); nothing here
// fetches, routes or translates, so it works in any remote.
import { CharacterPicture } from './components/character-picture';
import { characterLayers, type TryOn, type WornItem } from './model/layers';

/** What the picture reads of a purchased item; a full PurchasedItem of the API fits. */
export type PurchasedItem = WornItem;
export type { TryOn };

export interface StudentCharacterProps {
  /** The student's purchased items; the activated ones are drawn, one per category. */
  items: readonly PurchasedItem[];
  /** Side of the square in CSS pixels (default 200). */
  size?: number;
  /** Accessible name, already translated; without it the picture is decorative. */
  label?: string;
  /** An item tried on (the shop's preview): it replaces what is worn in its category. */
  tryOn?: TryOn;
  testId?: string;
}

export function StudentCharacter({ items, size, label, tryOn, testId }: StudentCharacterProps) {
  return <CharacterPicture layers={characterLayers(items, tryOn)} size={size} label={label} testId={testId} />;
}

/** Souvenirs are pictures of their own; everything else is worn by the character. */
export { isWorn } from './model/layers';

export default StudentCharacter;
