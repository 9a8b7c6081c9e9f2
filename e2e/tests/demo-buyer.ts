/** The buyer the embedded default seeds (README: "Try it"). */
export const DEMO_BUYER = {
  email: 'demo@wholesale.gr',
  password: 'Demo-Buyer-2026!',
  businessName: 'Demo Boutique Athens',
} as const;
