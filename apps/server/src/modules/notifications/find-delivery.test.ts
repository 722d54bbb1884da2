import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { Database } from '../../db/database';
import { notificationDeliveries } from '../../db/schema/notifications';
import { wasDeliveredUnder } from './find-delivery';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db
    .insert(notificationDeliveries)
    .values({ idempotencyKey: 'activation:token-1:email', channel: 'email', transport: 'outbox' });
});

afterAll(async () => {
  await database.close();
});

it('tells whether a message keyed under a prefix was delivered', async () => {
  expect(await wasDeliveredUnder(database.db, 'activation:token-1:')).toBe(true);
  expect(await wasDeliveredUnder(database.db, 'activation:token-2:')).toBe(false);
});
