import { shellConfig } from '@shop/build-config';

export default shellConfig();
