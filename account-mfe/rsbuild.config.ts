import { DEV_PORTS, remoteConfig } from '@shop/build-config';
import { EXPOSES } from './src/exposes.ts';

export default remoteConfig({
  name: 'account_mfe',
  port: DEV_PORTS.account,
  exposes: EXPOSES,
});
