/** This remote's public surface: the page modules the shell may mount (see the shell's route table). */
export const EXPOSES = {
  './Basket': './src/routes/BasketPage.tsx',
  './CheckoutSuccess': './src/routes/CheckoutSuccessPage.tsx',
  './QuickOrder': './src/routes/QuickOrderPage.tsx',
} as const;
