import {
  type ProductAvailabilityResponse,
  type SizeQuantities,
  type StockLevel,
  type StockShortfall,
  stockShortfalls,
} from '@shop/contracts';

/**
 * The sizes of `quantities` asking for more than is free, from a buyer's availability answer: what the order
 * form notes (never blocks). A product that takes back-orders (a size made to order, or one coming back with
 * a lead time) is never short; untracked sizes never are; a visitor's answer says nothing of it.
 */
export function availabilityShortfalls(
  answer: ProductAvailabilityResponse | undefined,
  quantities: SizeQuantities,
): StockShortfall[] {
  if (answer?.audience !== 'buyer') return [];
  let backorderDays: number | null = null;
  const levels: StockLevel[] = [];
  for (const size of answer.sizes) {
    if (size.state === 'untracked') continue;
    if (size.state === 'backorder') backorderDays = size.leadDays;
    if (size.state === 'restock' && size.leadDays !== null) backorderDays = size.leadDays;
    const free = size.state === 'in_stock' || size.state === 'low' ? size.free : 0;
    levels.push({ size: size.size, onHand: free, reserved: 0, restockDate: null });
  }
  return stockShortfalls(quantities, levels, backorderDays);
}
