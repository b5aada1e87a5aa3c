import { artFocus } from '../model/art-focus';
import type { ShopItem } from '../model/types';

/** An item's picture in a square, zoomed onto the part of the canvas its category uses. */
export function ItemArt({
  item,
  file = item.file,
  className = '',
}: {
  item: Pick<ShopItem, 'category' | 'file'>;
  file?: string;
  className?: string;
}) {
  return (
    <span className={`shop-art ${className}`}>
      <img src={file} alt="" loading="lazy" style={{ transform: artFocus(item.category) }} />
    </span>
  );
}
