import base from './playwright.config.ts';

// Temporary (custom-mfe helper): the committed BFF from /tmp/cm/wt while bff/ is mid-edit in the checkout.
export default {
  ...base,
  webServer: {
    ...base.webServer,
    command: 'node /tmp/cm/wt/bff/src/server.ts',
    env: { ...(base.webServer as { env: Record<string, string> }).env, FRONTEND_ROOT: '/work/main' },
  },
};
