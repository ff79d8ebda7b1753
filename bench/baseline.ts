// The baseline: a bare Fastify JSON route with nothing in front of it (no logger, hooks or plugins).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
