import type { PriceCatalog } from '@camino/contracts';
import type { Logger } from 'pino';
import type { PaymentProvider } from '../../adapters/payments';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import type { Clock } from '../../lib/clock';

/** What the payment use cases run with, in the HTTP process and in jobs alike. */
export interface PaymentsDeps {
  db: Db;
  jobs: Pick<JobRunner, 'send'>;
  config: Pick<Config, 'PUBLIC_URL' | 'INSTALLMENT_RETRY_DAYS'>;
  provider: PaymentProvider;
  clock: Clock;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  catalog: () => Promise<PriceCatalog>;
}
