import { describe, expect, it } from 'vitest';
import { ROUTES } from '@camino/contracts';
import { routeModules } from './route-modules';

describe('route modules', () => {
  it('has one lazy module for every route id of the table, and nothing else', () => {
    expect(Object.keys(routeModules).sort()).toEqual(ROUTES.map((route) => route.id).sort());
  });

  it('each module exports a screen component', async () => {
    for (const [id, load] of Object.entries(routeModules)) {
      const module = await load();
      expect(module.default, id).toBeTypeOf('function');
    }
  }, 30_000);
});
