import { frontendVitestConfig } from '@shop/build-config/vitest';

export default frontendVitestConfig();
