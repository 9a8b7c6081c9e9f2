// The yardstick for a route's database work on PostgreSQL: Fastify with one route, `GET /statements/:name`,
// that runs the statements the BFF ran for one answer of that name, one after the other as the BFF does, on a
// pool of the BFF's size (bff/src/db/connect.ts), and answers how many rows they gave. What the BFF's answer
// costs beyond it is the BFF's own work: HTTP, sessions, Kysely, the answer's JSON. Reads STATEMENTS_FILE
// ({ name: [{ sql, parameters }] }); prints its port when ready.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const statements = JSON.parse(readFileSync(process.env.STATEMENTS_FILE, 'utf8'));
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  // Kept open between runs (the BFF's are kept busy by its own): no backend's start or exit within a run.
  idleTimeoutMillis: 0,
  options: `-c search_path="${process.env.DATABASE_SCHEMA.replaceAll('"', '""')}"`,
});
const app = Fastify({ logger: false });
app.get('/statements/:name', async (request, reply) => {
  const list = statements[request.params.name];
  if (!list) return reply.code(404).send({ error: 'no such statements' });
  let rows = 0;
  for (const { sql, parameters } of list) rows += (await pool.query(sql, parameters)).rowCount ?? 0;
  return { rows };
});
await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ port: app.server.address().port });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
