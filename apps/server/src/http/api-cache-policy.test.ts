import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiCachePolicy } from './api-cache-policy';

async function app() {
  const server = Fastify();
  await server.register(apiCachePolicy);
  server.get('/api/private', async () => ({ case: 'data' }));
  server.get('/api/public', async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=300');
    return { content: 'shared' };
  });
  server.get('/api/missing', async (_request, reply) => reply.code(404).send({ status: 404 }));
  server.get('/page', async () => 'html');
  return server;
}

describe('API cache policy', () => {
  it('keeps every API answer out of caches unless the route says otherwise', async () => {
    const server = await app();
    const header = async (url: string) => (await server.inject({ url })).headers['cache-control'];
    expect(await header('/api/private')).toBe('no-store');
    expect(await header('/api/missing')).toBe('no-store');
    expect(await header('/api/public')).toBe('public, max-age=300');
    expect(await header('/page')).toBeUndefined();
    await server.close();
  });
});
