import { useTranslation } from '@abacus/shared/i18n-react';
import { Link, type To } from '@abacus/shared/router';
import type { ShopTab } from '../model/tabs';

interface Props {
  tabs: readonly ShopTab[];
  current: ShopTab;
  linkTo: (tab: ShopTab) => To;
}

export function ShopTabs({ tabs, current, linkTo }: Props) {
  const { t } = useTranslation('student');
  return (
    <nav className="shop-tabs" aria-label={t('shop.tabs.label')}>
      {tabs.map((tab) => (
        <Link
          key={tab}
          to={linkTo(tab)}
          className="shop-tabs__tab"
          aria-current={tab === current ? 'page' : undefined}
          data-tab={tab}
        >
          {t(`shop.tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
