import { DEV_PORTS, remoteConfig } from '@shop/build-config';
import { REMOTE_SERVER_MODULE } from '@shop/contracts';
import { EXPOSES } from './src/exposes.ts';

export default remoteConfig({
  name: 'catalog_mfe',
  port: DEV_PORTS.catalog,
  exposes: EXPOSES,
  server: { entry: './src/server.ts', file: REMOTE_SERVER_MODULE },
});
