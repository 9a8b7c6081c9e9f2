/** Test helpers shared by every BFF test file (core and commerce). */
export { buildTestApp, testEngine } from './app.ts';
export { loginAs, registerBuyer, TEST_PASSWORD, TEST_VAT_NUMBER, type TestBuyer } from './auth.ts';
export { addCatalogueProducts, showPhotoOn } from './catalogue.ts';
export {
  ATHENS_ADDRESS,
  caller,
  multipart,
  type Part,
  postMultipart,
  SHOP_REQUEST,
  sendOrderRequest,
} from './commerce.ts';
export { databaseMigratedUpTo } from './migrated.ts';
export { isAddressedTo, readOutbox, waitForMail } from './outbox.ts';
export {
  createTestStaff,
  insertEarlierStaff,
  loginStaff,
  STAFF_PASSWORD,
  staffSession,
  type TestStaff,
  totpCode,
} from './staff.ts';
export {
  acceptQuote,
  levelOf,
  type QuotedOrder,
  quotedOrder,
  quoteOrder,
  type StockLevelInput,
  setStock,
  stockNow,
} from './stock.ts';
