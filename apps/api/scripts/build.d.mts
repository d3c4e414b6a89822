/** Bundles apps/api/src/server.ts into `outfile` (apps/api/dist/server.mjs by default), as `npm start` runs it; resolves to its path. */
export function buildServer(outfile?: string): Promise<string>;
