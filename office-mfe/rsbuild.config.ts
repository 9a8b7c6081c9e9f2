import { DEV_PORTS, remoteConfig } from '@shop/build-config';
import { EXPOSES } from './src/exposes.ts';

export default remoteConfig({
  name: 'office_mfe',
  port: DEV_PORTS.office,
  exposes: EXPOSES,
});
