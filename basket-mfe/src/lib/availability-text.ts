import { type BuyerSizeAvailability, formatDate, type Language } from '@shop/contracts';
import type { TFunction } from 'i18next';

/**
 * What the buyer reads under a size: in stock, only N left, back in stock on a date, made for you in N days,
 * out of stock; nothing for a size the team keeps no stock of.
 */
export function availabilityText(
  availability: BuyerSizeAvailability | undefined,
  t: TFunction,
  language: Language,
): string | null {
  switch (availability?.state) {
    case 'in_stock':
      return t('stock.in_stock');
    case 'low':
      return t('stock.low', { count: availability.free });
    case 'restock':
      return t('stock.restock', { date: formatDate(availability.restockDate, language) });
    case 'backorder':
      return t('stock.backorder', { count: availability.leadDays });
    case 'out':
      return t('stock.out');
    default:
      return null;
  }
}
