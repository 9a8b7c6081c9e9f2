import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerBuyer, TEST_VAT_NUMBER, type TestBuyer } from '../../../../test/index.ts';

let app: FastifyInstance;
let buyer: TestBuyer;
beforeAll(async () => {
  app = await buildTestApp();
  buyer = await registerBuyer(app, { businessName: 'Boutique Θεσσαλονίκη' });
});
afterAll(() => app.close());

const address = { street: 'Ερμού 12', city: 'Αθήνα', postalCode: '105 63', country: 'Ελλάδα' };
const patch = (payload: unknown, cookies: Record<string, string> | null = buyer.cookies) =>
  app.inject({
    method: 'PATCH',
    url: '/api/profile',
    payload: payload as object,
    ...(cookies ? { cookies } : {}),
  });

describe('GET /api/profile', () => {
  it('returns the buyer profile with empty addresses at first', async () => {
    const res = await app.inject({ url: '/api/profile', cookies: buyer.cookies });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: buyer.email,
      businessName: 'Boutique Θεσσαλονίκη',
      vatNumber: TEST_VAT_NUMBER,
      businessAddress: null,
      deliveryAddress: null,
    });
  });

  it('needs a logged-in buyer', async () => {
    const res = await app.inject({ url: '/api/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthenticated', message: expect.any(String) } });
  });
});

describe('PATCH /api/profile', () => {
  it.each([
    ['EL094014201', '094014201'],
    ['el 094 019 245', '094019245'],
    ['090.000.045', '090000045'],
  ])('stores the VAT number %s as its 9 digits (%s)', async (written, stored) => {
    const res = await patch({ vatNumber: written });
    expect(res.statusCode).toBe(200);
    expect(res.json().vatNumber).toBe(stored);
  });

  it.each([
    ['094014202', 'invalid_check_digit'],
    ['12345678', 'invalid_format'],
    ['DE123456789', 'invalid_format'],
  ])('refuses the VAT number %s (%s) and keeps the one stored', async (written, code) => {
    expect((await patch({ vatNumber: '094014201' })).statusCode).toBe(200);
    const res = await patch({ vatNumber: written, businessName: 'Changed meanwhile' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { vatNumber: code } });
    const now = (await app.inject({ url: '/api/profile', cookies: buyer.cookies })).json();
    expect(now.vatNumber).toBe('094014201');
    expect(now.businessName).toBe('Boutique Θεσσαλονίκη');
  });

  it('clears the VAT number with null or an empty value', async () => {
    expect((await patch({ vatNumber: '094014201' })).json().vatNumber).toBe('094014201');
    expect((await patch({ vatNumber: '' })).json().vatNumber).toBeNull();
    expect((await patch({ vatNumber: '094014201' })).json().vatNumber).toBe('094014201');
    expect((await patch({ vatNumber: null })).json().vatNumber).toBeNull();
  });

  it('saves the business address with the postal code stored without its space', async () => {
    const res = await patch({ businessAddress: address });
    expect(res.statusCode).toBe(200);
    expect(res.json().businessAddress).toEqual({ ...address, postalCode: '10563' });
    const again = await app.inject({ url: '/api/profile', cookies: buyer.cookies });
    expect(again.json().businessAddress.postalCode).toBe('10563');
  });

  it('sets and clears a different delivery address and renames the business', async () => {
    const delivery = { street: 'Τσιμισκή 5', city: 'Θεσσαλονίκη', postalCode: '54624', country: 'Greece' };
    const set = await patch({ deliveryAddress: delivery, businessName: '  Renamed Boutique ' });
    expect(set.json()).toMatchObject({ businessName: 'Renamed Boutique', deliveryAddress: delivery });
    const cleared = await patch({ deliveryAddress: null });
    expect(cleared.json().deliveryAddress).toBeNull();
    expect(cleared.json().businessAddress).not.toBeNull();
  });

  it('names the invalid address fields', async () => {
    const res = await patch({
      businessAddress: { street: '', city: 'Αθήνα', postalCode: '1234', country: 'GR' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { 'businessAddress.street': 'required', 'businessAddress.postalCode': 'invalid_postal_code' },
    });
  });

  it('reports missing address parts and unknown fields', async () => {
    const missing = await patch({ deliveryAddress: { street: 'Οδός 1' } });
    expect(missing.json().error.fields).toEqual({
      'deliveryAddress.city': 'required',
      'deliveryAddress.postalCode': 'required',
      'deliveryAddress.country': 'required',
    });
    const extra = await patch({ email: 'other@example.gr' });
    expect(extra.json().error.fields).toEqual({ email: 'unknown_field' });
    const wrongType = await patch({ businessAddress: 'Ερμού 12, Αθήνα' });
    expect(wrongType.json().error.fields).toEqual({ businessAddress: 'invalid_type' });
    const blankName = await patch({ businessName: '  ' });
    expect(blankName.json().error.fields).toEqual({ businessName: 'required' });
  });

  it('accepts both written forms of a Greek postal code and refuses others', async () => {
    for (const postalCode of ['10563', '105 63']) {
      expect((await patch({ businessAddress: { ...address, postalCode } })).statusCode).toBe(200);
    }
    for (const postalCode of ['1056', '105633', 'ABCDE', '10 563']) {
      const res = await patch({ businessAddress: { ...address, postalCode } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields['businessAddress.postalCode']).toBe('invalid_postal_code');
    }
  });

  it('needs a logged-in buyer and changes only their own profile', async () => {
    expect((await patch({ businessName: 'Hijack' }, null)).statusCode).toBe(401);
    const other = await registerBuyer(app);
    await patch({ businessName: 'Other Shop' }, other.cookies);
    const mine = await app.inject({ url: '/api/profile', cookies: buyer.cookies });
    expect(mine.json().businessName).toBe('Renamed Boutique');
  });
});
