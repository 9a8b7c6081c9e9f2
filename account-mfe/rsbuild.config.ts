import { DEV_PORTS, remoteConfig } from '@shop/build-config';
import { footprintOf } from '@shop/contracts';
import { EXPOSES } from './src/exposes.ts';
import { FOOTPRINT } from './src/footprint.ts';

export default remoteConfig({
  name: 'account_mfe',
  port: DEV_PORTS.account,
  exposes: EXPOSES,
  footprint: footprintOf('account', FOOTPRINT),
});
