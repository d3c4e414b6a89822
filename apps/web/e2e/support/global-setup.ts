import fs from 'node:fs';
import { SCREENSHOT_DIR } from './paths.ts';
import { DEMO_CATALOGUE, E2E_OWNER, startShop } from './shop-server.ts';

/**
 * Starts the shop once for the whole run: the eight samples (two with sizes and colours) plus the demo catalogue, so that lists
 * paginate and filters have brands to choose from, and the back office's owner (E2E_OWNER). Workers find it through CARTWISE_E2E_BASE_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  fs.rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const shop = await startShop({ catalogue: DEMO_CATALOGUE, owners: [E2E_OWNER] });
  process.env.CARTWISE_E2E_BASE_URL = shop.baseURL;
  return shop.stop;
}
