/** This remote's public surface: the page modules the shell may mount (see the shell's route table). */
export const EXPOSES = {
  './ReadyToShip': './src/routes/ReadyToShipPage.tsx',
  './ProductDetail': './src/routes/ProductDetailPage.tsx',
} as const;
