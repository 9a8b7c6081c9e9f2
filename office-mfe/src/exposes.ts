/** This remote's public surface: the page modules the shell may mount (see the shell's route table). */
export const EXPOSES = {
  './Inbox': './src/inbox/InboxPage.tsx',
  './StaffLogin': './src/login/StaffLoginPage.tsx',
  './SetPassword': './src/login/SetPasswordPage.tsx',
  './OrderRequest': './src/requests/OrderRequestPage.tsx',
  './CustomRequest': './src/requests/CustomRequestPage.tsx',
  './Products': './src/products/ProductsPage.tsx',
  './ProductEditor': './src/products/ProductEditorPage.tsx',
  './ProductImport': './src/products/ProductImportPage.tsx',
  './Account': './src/login/AccountPage.tsx',
} as const;
