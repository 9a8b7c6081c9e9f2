/** Ids of the element each row gives focus back to after an action on it (the row's own focus target). */
export const sampleHeadingId = (sample: { id: string }) => `office-sample-${sample.id}`;
export const messageButtonId = (message: { id: string }) => `office-message-${message.id}`;
export const buyerHeadingId = (buyer: { id: string }) => `office-buyer-${buyer.id}`;
export const lowStockHeadingId = (item: { productId: string }) => `office-low-stock-${item.productId}`;
