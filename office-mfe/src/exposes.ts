/** This remote's public surface: the page modules the shell may mount (see the shell's route table). */
export const EXPOSES = {
  './Inbox': './src/routes/InboxPage.tsx',
  './StaffLogin': './src/routes/StaffLoginPage.tsx',
  './SetPassword': './src/routes/SetPasswordPage.tsx',
  './OrderRequest': './src/routes/OrderRequestPage.tsx',
  './CustomRequest': './src/routes/CustomRequestPage.tsx',
  './Products': './src/routes/ProductsPage.tsx',
  './ProductEditor': './src/routes/ProductEditorPage.tsx',
  './ProductImport': './src/routes/ProductImportPage.tsx',
  './Account': './src/routes/AccountPage.tsx',
} as const;
