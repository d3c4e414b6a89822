import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/web/test-results: everything the browser checks leave behind. */
export const TEST_RESULTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results');
/** Screenshots kept as artifacts, named `<project>-<screen>.png`. */
export const SCREENSHOT_DIR = path.join(TEST_RESULTS_DIR, 'screenshots');
