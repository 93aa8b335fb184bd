// A bare Fastify route answering the same JSON, the yardstick for /callAPI: prints "ready <port>".
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bare', async () => ({ code: 0, data: { pong: true } }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`ready ${app.server.address().port}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
