// The benchmark's ceiling: a bare Fastify route answering a constant, in its own process like the product's
// server, so each endpoint can be read as a share of what this machine serves at best.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
