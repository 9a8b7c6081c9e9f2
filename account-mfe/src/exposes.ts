/** This remote's public surface: the page modules the shell may mount (see the shell's route table). */
export const EXPOSES = {
  './Login': './src/routes/LoginPage.tsx',
  './Register': './src/routes/RegisterPage.tsx',
  './ForgotPassword': './src/routes/ForgotPasswordPage.tsx',
  './ResetPassword': './src/routes/ResetPasswordPage.tsx',
  './Profile': './src/routes/ProfilePage.tsx',
  './Orders': './src/routes/OrdersPage.tsx',
  './OrderDetails': './src/routes/OrderDetailsPage.tsx',
} as const;
