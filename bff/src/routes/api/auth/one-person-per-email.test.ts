import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  createTestStaff,
  insertEarlierStaff,
  loginStaff,
  registerBuyer,
  STAFF_PASSWORD,
  TEST_PASSWORD,
  testEngine,
} from '../../../../test/index.ts';
import type { DatabaseConfig } from '../../../config.ts';
import { connectDatabase, migrateUpTo } from '../../../db/connect.ts';
import { hashPassword } from '../../../domain/passwords.ts';
import { createBuyer } from '../../../repositories/buyers.ts';
import { createStaff, emailsOfBuyerAndStaff } from '../../../repositories/staff.ts';

/** Issue 44, 1: one e-mail address belongs to one person, buyer or staff member (migration 017). */
describe('one e-mail address, one person', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const register = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email,
        businessName: 'Someone Else',
        password: 'Another-Pass-2026',
        confirmPassword: 'Another-Pass-2026',
      },
    });

  it("refuses a registration with a team member's address exactly as one with a buyer's, in any case", async () => {
    const member = await createTestStaff(app);
    const buyer = await registerBuyer(app);
    for (const variant of [(e: string) => e, (e: string) => e.toUpperCase(), (e: string) => ` ${e} `]) {
      const taken = await register(variant(buyer.email));
      const answer = await register(variant(member.email));
      expect(answer.statusCode).toBe(taken.statusCode);
      expect(answer.json()).toEqual(taken.json());
    }
    expect((await register(member.email.toUpperCase())).statusCode).toBe(409);
    // The member still logs in with their own password.
    const { staff } = await loginStaff(app, member.email);
    expect(staff.email).toBe(member.email);
  });

  it("refuses a staff member with a buyer's address, and an address changed to the other kind's", async () => {
    const buyer = await registerBuyer(app);
    expect(await createStaff(app.db, { email: buyer.email.toUpperCase(), name: 'Copy' })).toBeNull();
    const member = await createTestStaff(app);
    await expect(
      app.db.updateTable('buyers').set({ email: member.email }).where('id', '=', buyer.buyer.id).execute(),
    ).rejects.toThrow();
    await expect(
      app.db.updateTable('staff').set({ email: buyer.email }).where('id', '=', member.id).execute(),
    ).rejects.toThrow();
  });

  it('lets only one of a registration and a new member with one address at once be made', async () => {
    const passwordHash = await hashPassword(TEST_PASSWORD);
    for (let round = 0; round < 10; round++) {
      const email = `race-${randomBytes(4).toString('hex')}@example.gr`;
      const [buyer, member] = await Promise.all([
        createBuyer(app.db, { email, businessName: 'Race', passwordHash }),
        createStaff(app.db, { email, name: 'Race' }),
      ]);
      expect([buyer, member].filter(Boolean)).toHaveLength(1);
    }
  });
});

/** A database as an earlier release left it: migrated up to 016, where both tables could hold one address. */
async function databaseBefore017(): Promise<{ config: DatabaseConfig; cleanup: () => void }> {
  if (testEngine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const config: DatabaseConfig = { kind: 'postgres', url, schema, dropSchemaOnClose: true };
    const db = await connectDatabase(config);
    await migrateUpTo(db, '016_contact_message_search_indexes', schema);
    await fill(db);
    await db.destroy();
    return { config, cleanup: () => undefined };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'email-017-'));
  const config: DatabaseConfig = { kind: 'sqlite', file: path.join(dir, 'shop.db') };
  const db = await connectDatabase(config);
  await migrateUpTo(db, '016_contact_message_search_indexes');
  await fill(db);
  await db.destroy();
  return { config, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

const SHARED = 'anna@wholesale.gr';

async function fill(db: Awaited<ReturnType<typeof connectDatabase>>): Promise<void> {
  await createBuyer(db, {
    email: SHARED,
    businessName: 'Anna Boutique',
    passwordHash: await hashPassword(TEST_PASSWORD),
  });
  await insertEarlierStaff(db, {
    email: SHARED,
    name: 'Anna',
    passwordHash: await hashPassword(STAFF_PASSWORD),
  });
}

describe('addresses stored as both kinds before migration 017', () => {
  it('are reported, left as they are, and each password opens its own account', async () => {
    const { config, cleanup } = await databaseBefore017();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = await buildTestApp({ database: config });
    try {
      const report = warn.mock.calls.map((call) => String(call[0])).join('\n');
      expect(report).toContain('Migration 017: 1 e-mail address(es) belong to a buyer and a staff member');
      expect(report).toContain(`  ${SHARED}`);
      expect(await emailsOfBuyerAndStaff(app.db)).toEqual([SHARED]);
      const login = (password: string) =>
        app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: SHARED, password } });
      expect((await login(TEST_PASSWORD)).json()).toMatchObject({ buyer: { email: SHARED } });
      expect((await login(STAFF_PASSWORD)).json()).toMatchObject({ staff: { email: SHARED } });
      expect((await login('Neither-Of-Them-1')).statusCode).toBe(401);
    } finally {
      warn.mockRestore();
      await app.close();
      cleanup();
    }
  });
});
