/**
 * CSRF guard: every state-changing API request (POST, PUT, PATCH, DELETE) must either carry a JSON
 * body (`Content-Type: application/json`) or this header. A cross-site form or a "simple" fetch can
 * send neither without a CORS preflight, which the BFF never grants. The frontends send it on every
 * request (the RTK Query base query, the multipart upload code); the BFF answers 403 `csrf` otherwise.
 */
export const SHOP_REQUEST_HEADER = 'X-Shop-Request';
export const SHOP_REQUEST_HEADER_VALUE = '1';
