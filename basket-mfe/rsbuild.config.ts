import { DEV_PORTS, remoteConfig } from '@shop/build-config';
import { EXPOSES } from './src/exposes.ts';

export default remoteConfig({
  name: 'basket_mfe',
  port: DEV_PORTS.basket,
  exposes: EXPOSES,
});
