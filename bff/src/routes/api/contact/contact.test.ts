import type { ContactMessageReceived } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, readOutbox, registerBuyer } from '../../../../test/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const message = {
  name: 'Maria Papadopoulou',
  email: 'maria@boutique.gr',
  companyName: 'Boutique Maria',
  phone: '+30 694 123 4567',
  inquiryType: 'wholesale',
  message: 'Do you ship to Crete?',
};
const send = (body: object) => caller(app, null)('POST', '/api/contact', body);

describe('POST /api/contact', () => {
  it('stores the message without a login and mails the shop team', async () => {
    const response = await send(message);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<ContactMessageReceived>();
    const row = await app.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Maria Papadopoulou',
      phone: '+306941234567',
      inquiry_type: 'wholesale',
    });

    const mail = (await readOutbox(app)).find((m) => m.includes('Do you ship to Crete?'));
    expect(mail).toMatch(/^To: team@wholesale\.gr$/m);
    expect(mail).toMatch(/^Reply-To: maria@boutique\.gr$/m);
  });

  it('takes the optional fields as optional, empty ones as absent', async () => {
    const { companyName: _c, phone: _p, ...required } = message;
    expect((await send(required)).statusCode).toBe(201);
    const response = await send({ ...message, companyName: '', phone: '' });
    expect(response.statusCode).toBe(201);
    const row = await app.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', response.json<ContactMessageReceived>().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_name: null, phone: null });
  });

  it.each(['+30 210 123 4567', '2101234567', '69 1234 5678', '0030 231 012 3456'])(
    'accepts the phone %j',
    async (phone) => {
      expect((await send({ ...message, phone })).statusCode).toBe(201);
    },
  );

  it('links the message to the account of a logged-in sender', async () => {
    const buyer = await registerBuyer(app);
    const response = await caller(app, buyer)('POST', '/api/contact', message);
    const row = await app.db
      .selectFrom('contact_messages')
      .select('buyer_id')
      .where('id', '=', response.json<ContactMessageReceived>().id)
      .executeTakeFirstOrThrow();
    expect(row.buyer_id).toBe(buyer.buyer.id);
  });

  it.each([
    ['a missing name', { ...message, name: undefined }, 'name', 'required'],
    ['a blank message', { ...message, message: '   ' }, 'message', 'required'],
    ['a bad e-mail', { ...message, email: 'maria@' }, 'email', 'invalid_email'],
    ['a foreign phone', { ...message, phone: '+44 20 7946 0958' }, 'phone', 'invalid_format'],
    [
      'a Greek number that is neither landline nor mobile',
      { ...message, phone: '+30 394 123 4567' },
      'phone',
      'invalid_format',
    ],
    ['an unknown inquiry type', { ...message, inquiryType: 'complaint' }, 'inquiryType', 'invalid_value'],
    ['an over-long message', { ...message, message: 'x'.repeat(5001) }, 'message', 'too_long'],
    ['an extra field', { ...message, subject: 'Hi' }, 'subject', 'unknown_field'],
    ['a numeric name', { ...message, name: 42 }, 'name', 'invalid_type'],
  ])('refuses %s', async (_label, body, field, code) => {
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: code } });
  });
});

describe('contact rate limit', () => {
  it('answers 429 rate_limited past the limit per minute', async () => {
    const limited = await buildTestApp({ authRateLimitMax: 2 });
    try {
      const post = () => caller(limited, null)('POST', '/api/contact', message);
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(third.json().error.code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});
