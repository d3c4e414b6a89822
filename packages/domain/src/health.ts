import { z } from 'zod';

/** `/healthz`: the process is up. */
export const healthSchema = z.object({ status: z.literal('ok') });

/** `/readyz`: the database answers, and which engine it is. */
export const readinessSchema = z.object({ status: z.literal('ready'), database: z.enum(['sqlite', 'postgres']) });
