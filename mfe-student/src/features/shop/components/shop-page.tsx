// The shop (spec 000 "Shop", sections 4 and 8): the character and balance, the tabs, the cards or
// the purchased items, and the preview, congratulation and transaction-history modals.
// A teacher, franchise or parent viewing with ?read_only= sees that student's shop, unable to change it.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { dataLanguage } from '@abacus/shared';
import { useViewedStudent } from '@/lib/viewed-student/use-viewed-student';
import { useLanguage } from '@/lib/use-language';
import { useLedger, useShopBalance } from '../api/get-balance';
import { useItems } from '../api/get-items';
import { usePurchased } from '../api/get-purchased';
import { useBuy, useWear } from '../hooks/use-shop-actions';
import { useShopTab } from '../hooks/use-shop-tab';
import { visibleTabs } from '../model/tabs';
import type { ShopItem } from '../model/types';
import { CongratulationModal } from './congratulation-modal';
import { ItemGrid } from './item-grid';
import { ItemPreviewModal } from './item-preview-modal';
import { PurchasedList } from './purchased-list';
import { ShopHeader } from './shop-header';
import { ShopTabs } from './shop-tabs';
import { TransactionHistoryModal } from './transaction-history-modal';
import '../shop.css';

export function ShopPage() {
  const viewed = useViewedStudent();
  if (!viewed) return null;
  return <Shop studentId={viewed.studentId} readOnly={viewed.readOnly} timeZone={viewed.viewer.timezone} />;
}

interface ShopProps {
  studentId: number;
  readOnly: boolean;
  timeZone?: string;
}

function Shop({ studentId, readOnly, timeZone }: ShopProps) {
  const { t } = useTranslation('student');
  const lang = dataLanguage(useLanguage());
  const items = useItems(studentId, lang);
  const purchased = usePurchased(studentId, lang);
  const { balance, failed: balanceFailed } = useShopBalance(studentId, readOnly);
  const tabs = visibleTabs(items.data ?? []);
  const { tab, linkTo } = useShopTab(tabs);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [bought, setBought] = useState<ShopItem | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const ledger = useLedger(studentId, lang, historyOpen);
  const { buy, pendingId } = useBuy((item) => {
    setPreviewId(null);
    setBought(item);
  });
  const wear = useWear(studentId);
  const worn = purchased.data ?? [];
  // The previewed item is read from the list, so its button follows a purchase or a reload.
  const previewed = items.data?.find((item) => item.id === previewId);
  const actions = { readOnly, balance, pendingId, onBuy: buy };

  return (
    <section className="shop" data-testid="shop">
      <ShopHeader
        worn={purchased.isPending ? undefined : worn}
        balance={balance}
        balanceFailed={balanceFailed}
        onHistory={() => setHistoryOpen(true)}
      />
      {readOnly && (
        <p className="shop-readonly" data-testid="shop-read-only">
          {t('shop.readOnly')}
        </p>
      )}
      <ShopTabs tabs={tabs} current={tab} linkTo={linkTo} />
      <div className="shop-panel" data-tab={tab}>
        {tab === 'purchased' ? (
          <PurchasedList query={purchased} readOnly={readOnly} busy={wear.busy} onToggle={wear.toggle} />
        ) : (
          <ItemGrid query={items} tab={tab} onOpen={(item) => setPreviewId(item.id)} {...actions} />
        )}
      </div>
      {previewed && <ItemPreviewModal item={previewed} worn={worn} onClose={() => setPreviewId(null)} {...actions} />}
      {bought && <CongratulationModal item={bought} to={linkTo('purchased')} onClose={() => setBought(null)} />}
      {historyOpen && (
        <TransactionHistoryModal query={ledger} timeZone={timeZone} onClose={() => setHistoryOpen(false)} />
      )}
    </section>
  );
}
