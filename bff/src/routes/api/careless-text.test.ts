import { addDays, type ProductDraft, QUOTE_MAX_VALIDITY_DAYS, shopToday } from '@shop/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  registerBuyer,
  SHOP_REQUEST,
  sendOrderRequest,
  type TestBuyer,
} from '../../../test/index.ts';
import { officeTestApp } from '../../../test/staff.ts';

/**
 * Issue 44, 8: text people type is stored normalised (NFC, trimmed); control characters (but line breaks and
 * tabs where there are several lines), text-direction characters and names with nothing visible are refused
 * with a field error the forms translate; a quote is valid a year at most.
 */
let app: FastifyInstance;
let office: ReturnType<typeof caller>;
let buyer: TestBuyer;
beforeAll(async () => {
  ({ app, office } = await officeTestApp('Eleni Careful'));
  buyer = await registerBuyer(app);
});
afterAll(() => app.close());

const fieldsOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(400);
  return response.json().error.fields as Record<string, string>;
};

const CARELESS = {
  'zero-width spaces alone': {
    text: '\u200B\u200C\u200D',
    required: 'required',
    optional: 'invalid_characters',
  },
  // Letters and a symbol to Unicode that draw nothing (Hangul fillers, the blank Braille pattern).
  'blank-looking letters alone': {
    text: '\u3164\u115F\uFFA0\u2800',
    required: 'required',
    optional: 'invalid_characters',
  },
  'a right-to-left override': { text: 'Dress \u202Egpj.exe', required: 'invalid_characters' },
  'ESC and BEL': { text: 'Shop \u001B[31m\u0007', required: 'invalid_characters' },
} as const;

function register(businessName: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: SHOP_REQUEST,
    payload: {
      email: `careless-${Math.random().toString(36).slice(2)}@example.gr`,
      businessName,
      password: 'Careful-Pass-2026',
      confirmPassword: 'Careful-Pass-2026',
    },
  });
}

describe('a business name', () => {
  it.each(Object.entries(CARELESS))('is refused with %s', async (_, { text, required }) => {
    expect(fieldsOf(await register(text))).toEqual({ businessName: required });
    expect(fieldsOf(await caller(app, buyer)('PATCH', '/api/profile', { businessName: text }))).toEqual({
      businessName: required,
    });
  });

  it('is stored composed and trimmed', async () => {
    const answer = await register('  Κατάστημα Φο\u0301ρεμα\u00A0 ');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().buyer.businessName).toBe('Κατάστημα Φόρεμα');
  });
});

describe('a product’s words', () => {
  const draft = (en: Partial<ProductDraft['en']>, gr: Partial<ProductDraft['gr']> = {}): ProductDraft => ({
    code: `CT-${1000 + Math.floor(Math.random() * 8999)}`,
    category: 'dresses',
    colour: 'red',
    material: 'Linen',
    style: '',
    sizes: ['M'],
    priceCents: 2500,
    isNew: false,
    minimumOrder: 5,
    en: { name: 'Poppy dress', description: '', features: [], care: '', ...en },
    gr: { name: '', description: '', features: [], care: '', ...gr },
    related: null,
  });

  it.each(Object.entries(CARELESS))('refuse a name with %s', async (_, careless) => {
    const expected = 'optional' in careless ? careless.optional : careless.required;
    expect(
      fieldsOf(await office('POST', '/api/office/products', draft({}, { name: careless.text }))),
    ).toEqual({
      'gr.name': expected,
    });
  });

  it('keep line breaks and tabs in a description, refuse them in a name', async () => {
    expect(fieldsOf(await office('POST', '/api/office/products', draft({ name: 'Two\nlines' })))).toEqual({
      'en.name': 'invalid_characters',
    });
    const created = await office(
      'POST',
      '/api/office/products',
      draft({ description: ' Line one\r\n\tLine two ' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().en.description).toBe('Line one\n\tLine two');
  });
});

describe('messages', () => {
  it('refuse a contact message with a bidi override or nothing visible, and keep its line breaks', async () => {
    const send = (message: string) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: SHOP_REQUEST,
        payload: { name: 'Nikos', email: 'nikos@example.gr', inquiryType: 'general', message },
      });
    expect(fieldsOf(await send('Hello \u202Eworld'))).toEqual({ message: 'invalid_characters' });
    expect(fieldsOf(await send('\u200B'))).toEqual({ message: 'required' });
    expect(fieldsOf(await send('\u2800\u3164'))).toEqual({ message: 'required' });
    expect((await send('Hello,\r\nare you open on Saturday?')).statusCode).toBe(201);
    const stored = await app.db
      .selectFrom('contact_messages')
      .select('message')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.message).toBe('Hello,\nare you open on Saturday?');
  });

  it('refuse a thread message with ESC, from a buyer and from the team', async () => {
    const call = caller(app, buyer);
    const order = await sendOrderRequest(call, '1', { M: 5 });
    expect(
      fieldsOf(await call('POST', `/api/orders/${order.reference}/messages`, { body: 'Hi\u001B[2J' })),
    ).toEqual({
      body: 'invalid_characters',
    });
    expect(
      fieldsOf(
        await office('POST', `/api/office/orders/${order.reference}/messages`, { body: '\u2066\u2069' }),
      ),
    ).toEqual({ body: 'invalid_characters' });
  });
});

describe('a quote’s validity', () => {
  it('lies within a year', async () => {
    const call = caller(app, buyer);
    const order = await sendOrderRequest(call, '2', { M: 5 });
    const quote = (validUntil: string) => ({
      // A new request's first version.
      version: 1,
      lines: order.lines.map((line, index) => ({ position: index + 1, unitPriceCents: line.unitPriceCents })),
      deliveryOptions: [{ label: 'Courier', costCents: 1500, leadTimeDays: 5 }],
      validUntil,
    });
    const tooFar = addDays(shopToday(), QUOTE_MAX_VALIDITY_DAYS + 1);
    expect(
      fieldsOf(await office('POST', `/api/office/orders/${order.reference}/quotes`, quote(tooFar))),
    ).toEqual({
      validUntil: 'date_too_far',
    });
    const blankLabel = {
      ...quote(addDays(shopToday(), 30)),
      deliveryOptions: [{ label: '\u3164', costCents: 1500, leadTimeDays: 5 }],
    };
    expect(
      fieldsOf(await office('POST', `/api/office/orders/${order.reference}/quotes`, blankLabel)),
    ).toEqual({ 'deliveryOptions.0.label': 'required' });
    const lastDay = addDays(shopToday(), QUOTE_MAX_VALIDITY_DAYS);
    const sent = await office('POST', `/api/office/orders/${order.reference}/quotes`, quote(lastDay));
    expect(sent.statusCode, sent.body).toBeLessThan(300);
  });
});
