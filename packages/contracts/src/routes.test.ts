import { describe, expect, it } from 'vitest';
import { remoteRouteFor } from './routes.ts';

describe('remoteRouteFor', () => {
  it('finds the remote that owns a path, parameters included', () => {
    expect(remoteRouteFor('/ready-to-ship')).toMatchObject({ remote: 'catalog', module: './ReadyToShip' });
    expect(remoteRouteFor('/product/12')).toMatchObject({ remote: 'catalog', module: './ProductDetail' });
    expect(remoteRouteFor('/orders/ORD-2026-000001')).toMatchObject({
      remote: 'account',
      module: './OrderDetails',
    });
    expect(remoteRouteFor('/orders')).toMatchObject({ remote: 'account', module: './Orders' });
    expect(remoteRouteFor('/Basket/')).toMatchObject({ remote: 'basket' });
    expect(remoteRouteFor('/office')).toMatchObject({ remote: 'office', module: './Inbox' });
    expect(remoteRouteFor('/office/login')).toMatchObject({ remote: 'office', module: './StaffLogin' });
    expect(remoteRouteFor('/office/account')).toMatchObject({ remote: 'office', module: './Account' });
  });

  it('is undefined for the shell pages and unknown paths', () => {
    for (const path of ['/', '/about', '/contact', '/product', '/product/1/extra', '/nowhere', '/office/x']) {
      expect(remoteRouteFor(path)).toBeUndefined();
    }
  });
});
