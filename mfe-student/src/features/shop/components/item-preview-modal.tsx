import { useTranslation } from '@abacus/shared/i18n-react';
import { Modal } from '@abacus/shared';
import { isWorn, StudentCharacter } from '@/lib/character/exposed';
import type { PurchasedItem, ShopItem } from '../model/types';
import { ItemActionButton, type ItemActions } from './item-action-button';
import { PriceTag } from './price-tag';

interface Props extends ItemActions {
  item: ShopItem;
  /** What the student owns: the item is shown on the character as it is dressed now. */
  worn: readonly PurchasedItem[];
  onClose: () => void;
}

export function ItemPreviewModal({ item, worn, onClose, ...actions }: Props) {
  const { t } = useTranslation('student');
  return (
    <Modal title={item.name} onClose={onClose} testId="shop-preview">
      <div className="shop-preview">
        {isWorn(item.category) ? (
          <StudentCharacter
            items={worn}
            tryOn={{ category: item.category, file: item.file }}
            size={240}
            label={t('shop.preview.onCharacter', { name: item.name })}
            testId="shop-preview-character"
          />
        ) : (
          <img className="shop-preview__art" src={item.file} alt={item.name} />
        )}
        {item.description && <p className="shop-preview__description">{item.description}</p>}
        <div className="shop-preview__foot">
          <PriceTag item={item} />
          <ItemActionButton item={item} onLeave={onClose} {...actions} />
        </div>
      </div>
    </Modal>
  );
}
