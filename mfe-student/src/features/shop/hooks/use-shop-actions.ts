// Buying and wearing, with the toasts of spec 000 section 8: "Not enough money" (red, 3 s) when the
// balance is short, a generic error toast for any other failure, a success toast otherwise.
import { useTranslation } from '@abacus/shared/i18n-react';
import { errorMessage, toast, TOAST_DURATION_MS } from '@abacus/shared';
import { useActivateItem } from '../api/activate-item';
import { useDeactivateItem } from '../api/deactivate-item';
import { usePurchaseItem } from '../api/purchase-item';
import { shopFailure } from '../model/failure';
import type { PurchasedItem, ShopItem } from '../model/types';

function useFailureToast() {
  const { t } = useTranslation('student');
  return (error: unknown) => {
    const failure = shopFailure(errorMessage(error));
    toast(
      'error',
      t(failure === 'notEnoughMoney' ? 'shop.toast.notEnoughMoney' : 'common:toast.error'),
      TOAST_DURATION_MS,
    );
  };
}

export function useBuy(onBought: (item: ShopItem) => void) {
  const { t } = useTranslation('student');
  const purchase = usePurchaseItem();
  const failed = useFailureToast();
  return {
    buy: (item: ShopItem) =>
      purchase.mutate(item.id, {
        onSuccess: () => {
          toast('success', t('shop.toast.bought', { name: item.name }));
          onBought(item);
        },
        onError: failed,
      }),
    /** The item being bought, if any: its buttons wait. */
    pendingId: purchase.isPending ? purchase.variables : undefined,
  };
}

export function useWear(ownerId: number) {
  const { t } = useTranslation('student');
  const activate = useActivateItem(ownerId);
  const deactivate = useDeactivateItem(ownerId);
  const failed = useFailureToast();
  return {
    toggle: (purchased: PurchasedItem) => {
      const name = purchased.item.name;
      if (purchased.is_activated) {
        deactivate.mutate(purchased.id, {
          onSuccess: () => toast('success', t('shop.toast.deactivated', { name })),
          onError: failed,
        });
      } else {
        activate.mutate(purchased.id, {
          onSuccess: () => toast('success', t('shop.toast.activated', { name })),
          onError: failed,
        });
      }
    },
    busy: activate.isPending || deactivate.isPending,
  };
}
