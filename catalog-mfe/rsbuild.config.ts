import { DEV_PORTS, remoteConfig } from '@shop/build-config';
import { footprintOf, REMOTE_SERVER_MODULE } from '@shop/contracts';
import { EXPOSES } from './src/exposes.ts';
import { FOOTPRINT } from './src/footprint.ts';

export default remoteConfig({
  name: 'catalog_mfe',
  port: DEV_PORTS.catalog,
  exposes: EXPOSES,
  footprint: footprintOf('catalog', FOOTPRINT),
  server: { entry: './src/server.ts', file: REMOTE_SERVER_MODULE },
});
