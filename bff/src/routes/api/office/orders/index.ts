import { officeRequestRoutes } from '../../../../route-kits/request-loop-routes.ts';

/** `/api/office/orders`: order requests, their quotes, steps and threads. */
export default officeRequestRoutes('order');
