// `npm run build -w apps/api`: the API server as `npm start` runs it, one ES module (apps/api/dist/server.mjs)
// bundled by esbuild from src/server.ts with the workspace packages (@cartwise/domain) inside and the npm
// dependencies left to node_modules. Node runs it without a TypeScript loader: a quicker start and less memory
// than `--import tsx`, whose compiler thread stays in the process (ADR 0038). The CLIs and the tests run the
// sources through tsx.
//
//   node apps/api/scripts/build.mjs [OUTFILE]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles src/server.ts into `outfile`; resolves when written. */
export async function buildServer(outfile = path.join(apiDir, 'dist', 'server.mjs')) {
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
  await build({
    entryPoints: [path.join(apiDir, 'src', 'server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(dependencies),
    sourcemap: true,
    logLevel: 'warning',
  });
  return outfile;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log(`built ${path.relative(process.cwd(), await buildServer(process.argv[2] && path.resolve(process.argv[2])))}`);
}
