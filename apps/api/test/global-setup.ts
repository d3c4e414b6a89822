/**
 * Vitest globalSetup of the api project: one throwaway PostgreSQL 15 cluster for the whole run (or
 * TEST_DATABASE_URL), provided to the test files as `inject('pgUrl')`. Each test file makes its own
 * database in it with createTestDatabase() from ./pg-database.ts.
 */
import type { TestProject } from 'vitest/node';
import { startPgCluster } from './pg-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPgCluster();
  project.provide('pgUrl', cluster.url);
  return () => cluster.stop();
}
