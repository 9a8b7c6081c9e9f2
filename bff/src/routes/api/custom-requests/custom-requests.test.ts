import { readdir } from 'node:fs/promises';
import {
  type CustomRequest,
  type CustomRequestInput,
  type CustomRequestList,
  MAX_UPLOAD_BYTES,
  shopToday,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ATHENS_ADDRESS,
  buildTestApp,
  caller,
  isAddressedTo,
  type Part,
  postMultipart,
  readOutbox,
  registerBuyer,
  type TestBuyer,
} from '../../../../test/index.ts';
import { samples } from '../../../domain/uploads/test-files.ts';

let app: FastifyInstance;
let buyer: TestBuyer;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  buyer = await registerBuyer(app, { businessName: 'Atelier Thessaloniki' });
});

const inAMonth = () => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 30);
  return date.toISOString().slice(0, 10);
};

const validInput = (): CustomRequestInput => ({
  lines: [
    { type: 'dress', selected: true, fabric: 'cotton', sizes: { S: 2, M: 2 }, requestSample: true },
    { type: 'blouse', selected: true, fabric: 'mixed', sizes: { L: 1 } },
    { type: 'shorts', selected: false, fabric: null, sizes: { XL: 40 } },
  ],
  deliveryAddress: ATHENS_ADDRESS,
  preferredDeliveryDate: inAMonth(),
  deliveryOption: 'fast',
  notes: 'Linen look, please',
});

const submit = (input: unknown, files: Part[] = [], who: TestBuyer | null = buyer) =>
  postMultipart(app, who, '/api/custom-requests', [
    { name: 'request', value: typeof input === 'string' ? input : JSON.stringify(input) },
    ...files,
  ]);

const storedFiles = async () => readdir(app.config.uploadsDir).catch(() => [] as string[]);

describe('POST /api/custom-requests', () => {
  it('records the selected lines with their files and a CR reference', async () => {
    const response = await submit(validInput(), [
      { name: 'brandLabel', filename: 'label.pdf', content: samples.pdf, contentType: 'application/pdf' },
      {
        name: 'designFile.dress',
        filename: 'dress-sketch.jpg',
        content: samples.jpeg,
        contentType: 'image/jpeg',
      },
    ]);
    expect(response.statusCode).toBe(201);
    const created = response.json<CustomRequest>();
    expect(created).toMatchObject({
      reference: expect.stringMatching(/^CR-\d{4}-\d{6}$/),
      status: 'submitted',
      totalQuantity: 5,
      deliveryAddress: { ...ATHENS_ADDRESS, postalCode: '10563' },
      preferredDeliveryDate: inAMonth(),
      deliveryOption: 'fast',
      notes: 'Linen look, please',
      brandLabel: { id: expect.any(String), name: 'label.pdf' },
    });
    expect(created.lines).toEqual([
      {
        type: 'dress',
        fabric: 'cotton',
        sizes: { S: 2, M: 2 },
        totalQuantity: 4,
        requestSample: true,
        designFile: { id: expect.any(String), name: 'dress-sketch.jpg' },
      },
      {
        type: 'blouse',
        fabric: 'mixed',
        sizes: { L: 1 },
        totalQuantity: 1,
        requestSample: false,
        designFile: null,
      },
    ]);

    // The buyer can download their own files.
    const file = await caller(app, buyer)('GET', `/api/uploads/${created.brandLabel?.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('works without files and without a preferred date', async () => {
    const { preferredDeliveryDate: _, ...input } = validInput();
    const response = await submit(input);
    expect(response.statusCode).toBe(201);
    expect(response.json<CustomRequest>()).toMatchObject({ brandLabel: null, preferredDeliveryDate: null });
  });

  it('accepts today as the preferred date', async () => {
    const response = await submit({ ...validInput(), preferredDeliveryDate: shopToday() });
    expect(response.statusCode).toBe(201);
  });

  it('mails the buyer and the shop team', async () => {
    const { reference } = (await submit(validInput())).json<CustomRequest>();
    const mails = (await readOutbox(app)).filter((m) => m.includes(reference));
    expect(mails.some((m) => isAddressedTo(m, buyer.email))).toBe(true);
    expect(mails.some((m) => /^To: team@wholesale\.gr$/m.test(m) && m.includes('Atelier Thessaloniki'))).toBe(
      true,
    );
  });

  it('counts only selected lines towards the minimum of 5', async () => {
    const input = validInput();
    input.lines[1] = { ...input.lines[1]!, selected: false };
    const response = await submit(input);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('minimum_order_not_met');
    expect(response.json().error.message).toContain('at least 5');
  });

  it('refuses a request with nothing selected', async () => {
    const input = validInput();
    input.lines = input.lines.map((line) => ({ ...line, selected: false }));
    const response = await submit(input);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('no_items_selected');
  });

  it('requires a fabric on each selected line', async () => {
    const input = validInput();
    input.lines[1] = { ...input.lines[1]!, fabric: null };
    const response = await submit(input);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { 'lines.1.fabric': 'required' },
    });
  });

  it('requires a delivery address', async () => {
    const { deliveryAddress: _, ...input } = validInput();
    const response = await submit(input);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('delivery_address_required');
  });

  it('refuses a preferred date in the past', async () => {
    const response = await submit({ ...validInput(), preferredDeliveryDate: '2020-01-31' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ preferredDeliveryDate: 'date_in_past' });
  });

  it.each([
    [
      'an unknown product type',
      (i: CustomRequestInput) => ({ ...i, lines: [{ ...i.lines[0], type: 'coat' }] }),
      'lines.0.type',
      'invalid_value',
    ],
    [
      'an unknown fabric',
      (i: CustomRequestInput) => ({ ...i, lines: [{ ...i.lines[0], fabric: 'silk' }] }),
      'lines.0.fabric',
      'invalid_value',
    ],
    [
      'a size above 999',
      (i: CustomRequestInput) => ({ ...i, lines: [{ ...i.lines[0], sizes: { S: 1000 } }] }),
      'lines.0.sizes.S',
      'out_of_range',
    ],
    [
      'a size as text',
      (i: CustomRequestInput) => ({ ...i, lines: [{ ...i.lines[0], sizes: { S: '9' } }] }),
      'lines.0.sizes.S',
      'invalid_type',
    ],
    ['no lines', (i: CustomRequestInput) => ({ ...i, lines: [] }), 'lines', 'out_of_range'],
    [
      'a missing delivery option',
      ({ deliveryOption: _, ...i }: CustomRequestInput) => i,
      'deliveryOption',
      'required',
    ],
    ['an extra field', (i: CustomRequestInput) => ({ ...i, price: 1 }), 'price', 'unknown_field'],
    [
      'a malformed date',
      (i: CustomRequestInput) => ({ ...i, preferredDeliveryDate: '31/12/2030' }),
      'preferredDeliveryDate',
      'invalid_format',
    ],
    [
      'a bad postal code',
      (i: CustomRequestInput) => ({ ...i, deliveryAddress: { ...ATHENS_ADDRESS, postalCode: 'ABC' } }),
      'deliveryAddress.postalCode',
      'invalid_postal_code',
    ],
    [
      'a product type twice',
      (i: CustomRequestInput) => ({ ...i, lines: [i.lines[0], i.lines[0]] }),
      'lines.1.type',
      'duplicate_value',
    ],
  ])('refuses %s', async (_label, change, field, code) => {
    const response = await submit(change(validInput()));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: code } });
  });

  it('refuses a request part that is not JSON, or missing', async () => {
    const bad = await submit('{not json');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ request: 'invalid_format' });

    const missing = await postMultipart(app, buyer, '/api/custom-requests', [
      { name: 'brandLabel', filename: 'label.png', content: samples.png },
    ]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({ request: 'required' });
  });

  it('refuses a spoofed design file with 415 and keeps none of the request’s files', async () => {
    const before = await storedFiles();
    const response = await submit(validInput(), [
      { name: 'brandLabel', filename: 'label.png', content: samples.png },
      { name: 'designFile.dress', filename: 'sketch.png', content: samples.exe, contentType: 'image/png' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({
      code: 'unsupported_file_type',
      fields: { 'designFile.dress': 'unsupported_file_type' },
    });
    expect(await storedFiles()).toEqual(before);
    expect(
      (await caller(app, buyer)('GET', '/api/custom-requests')).json<CustomRequestList>().requests,
    ).toEqual([]);
  });

  it('refuses a file above 10 MB with 413', async () => {
    const big = Buffer.concat([samples.png, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const response = await submit(validInput(), [
      { name: 'brandLabel', filename: 'label.png', content: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it('keeps no files when the request itself is refused', async () => {
    const before = await storedFiles();
    const { deliveryAddress: _, ...input } = validInput();
    const response = await submit(input, [
      { name: 'brandLabel', filename: 'label.png', content: samples.png },
    ]);
    expect(response.statusCode).toBe(400);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a design file for a type that is not selected, and unknown file parts', async () => {
    const unselected = await submit(validInput(), [
      { name: 'designFile.shorts', filename: 'shorts.png', content: samples.png },
    ]);
    expect(unselected.statusCode).toBe(400);
    expect(unselected.json().error.fields).toEqual({ 'designFile.shorts': 'invalid_value' });

    const unknown = await submit(validInput(), [
      { name: 'avatar', filename: 'me.png', content: samples.png },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ avatar: 'unknown_field' });
  });

  it('does not take a text part for a file', async () => {
    const response = await submit(validInput(), [{ name: 'brandLabel', value: 'someone-elses-upload-id' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ brandLabel: 'invalid_type' });
  });

  it('is for logged-in buyers only, before any file is stored', async () => {
    const before = await storedFiles();
    const response = await submit(
      validInput(),
      [{ name: 'brandLabel', filename: 'l.png', content: samples.png }],
      null,
    );
    expect(response.statusCode).toBe(401);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('GET /api/custom-requests and /:reference', () => {
  it('lists own requests newest first and shows one', async () => {
    const first = (await submit(validInput())).json<CustomRequest>();
    const second = (await submit(validInput())).json<CustomRequest>();
    const call = caller(app, buyer);
    const list = (await call('GET', '/api/custom-requests')).json<CustomRequestList>();
    expect(list.requests.map((r) => r.reference)).toEqual([second.reference, first.reference]);
    expect(list.requests[0]).toEqual({
      reference: second.reference,
      createdAt: second.createdAt,
      types: ['dress', 'blouse'],
      totalQuantity: 5,
      status: 'submitted',
    });
    const detail = await call('GET', `/api/custom-requests/${first.reference}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<CustomRequest>()).toEqual(first);
  });

  it('404s another buyer’s request and files, and an unknown reference', async () => {
    const created = (
      await submit(validInput(), [{ name: 'brandLabel', filename: 'label.png', content: samples.png }])
    ).json<CustomRequest>();
    const other = caller(app, await registerBuyer(app));
    expect((await other('GET', `/api/custom-requests/${created.reference}`)).statusCode).toBe(404);
    expect((await other('GET', `/api/uploads/${created.brandLabel?.id}`)).statusCode).toBe(404);
    expect((await other('GET', '/api/custom-requests')).json<CustomRequestList>().requests).toEqual([]);
    expect((await caller(app, buyer)('GET', '/api/custom-requests/CR-2020-999999')).statusCode).toBe(404);
  });

  it('is for logged-in buyers only', async () => {
    expect((await caller(app, null)('GET', '/api/custom-requests')).statusCode).toBe(401);
    expect((await caller(app, null)('GET', '/api/custom-requests/CR-2026-000001')).statusCode).toBe(401);
  });
});
