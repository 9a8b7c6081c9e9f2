import * as ProductDetail from './routes/ProductDetailPage.tsx';
import * as ReadyToShip from './routes/ReadyToShipPage.tsx';

/**
 * The catalogue's server build (`REMOTE_SERVER_MODULE` in contracts): the pages it exposes, by the same keys
 * (exposes.ts), for the shell's server render.
 */
export const pages = { './ReadyToShip': ReadyToShip, './ProductDetail': ProductDetail };
