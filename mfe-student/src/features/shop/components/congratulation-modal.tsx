import { useTranslation } from '@abacus/shared/i18n-react';
import { Link, type To } from '@abacus/shared/router';
import { Modal } from '@abacus/shared';
import type { ShopItem } from '../model/types';
import { ItemArt } from './item-art';

interface Props {
  item: ShopItem;
  /** The Purchased tab. */
  to: To;
  onClose: () => void;
}

/** After a purchase: the item was bought and can be found in Purchased. */
export function CongratulationModal({ item, to, onClose }: Props) {
  const { t } = useTranslation('student');
  return (
    <Modal title={t('shop.congratulation.title')} onClose={onClose} testId="shop-congratulation">
      <div className="shop-congrats">
        <ItemArt item={item} className="shop-congrats__art" />
        <p>{t('shop.congratulation.text', { name: item.name })}</p>
        <Link className="ui-btn" to={to} onClick={onClose}>
          {t('shop.actions.goToPurchased')}
        </Link>
      </div>
    </Modal>
  );
}
