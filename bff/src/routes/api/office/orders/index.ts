import { withOfficeQuotePdf } from '../../../../route-kits/quote-pdf-routes.ts';
import { officeRequestRoutes } from '../../../../route-kits/request-loop-routes.ts';

/** `/api/office/orders`: order requests, their quotes, steps and threads. */
export default withOfficeQuotePdf('order', officeRequestRoutes('order'));
