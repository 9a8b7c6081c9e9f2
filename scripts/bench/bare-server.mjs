// The yardstick for the BFF load figures: Fastify with one JSON route and nothing else, in a process of
// its own like the BFF (so the load generator never shares its event loop). Prints its port when ready.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { status: 'ok', items: [{ id: '1', name: 'Linen midi dress' }] };
app.get('/json', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.send?.({ port: app.server.address().port });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
