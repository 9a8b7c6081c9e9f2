import { contractVersions } from '@shop/build-config';
import { frontendVitestConfig } from '@shop/build-config/vitest';

// What the shell's build defines, for tests that load the modules using it (its footprint test loads all).
export default frontendVitestConfig({ __SHOP_CONTRACTS__: JSON.stringify(contractVersions()) });
