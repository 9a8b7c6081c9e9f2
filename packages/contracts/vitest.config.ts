import { nodeVitestConfig } from '@shop/build-config/vitest';

export default nodeVitestConfig();
