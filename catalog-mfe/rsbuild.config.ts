import { DEV_PORTS, remoteConfig } from '@shop/build-config';
import { EXPOSES } from './src/exposes.ts';

export default remoteConfig({
  name: 'catalog_mfe',
  port: DEV_PORTS.catalog,
  exposes: EXPOSES,
  server: './src/server.ts',
});
