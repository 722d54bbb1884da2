import { startCamino } from './start-camino';

/** Starts the production build on a free port with a fresh embedded database for the whole run. */
export default async function globalSetup() {
  const camino = await startCamino();
  process.env.E2E_BASE_URL = camino.baseUrl;
  return async () => camino.stop();
}
