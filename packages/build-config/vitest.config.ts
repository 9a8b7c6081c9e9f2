import { nodeVitestConfig } from './src/vitest.ts';

export default nodeVitestConfig();
