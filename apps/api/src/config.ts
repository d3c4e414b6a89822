import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** A SQLite file path, a `sqlite:` URL, `:memory:`, or a `postgres://` URL. */
  DATABASE_URL: z.string().min(1).default(path.join(repoRoot, 'data', 'cartwise.db')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built web app to serve; skipped when the folder does not exist. */
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist')),
  /**
   * Comma-separated origins, besides the server's own, that may send state-changing requests (a web app
   * served from another origin): `https://shop.example,https://www.shop.example`.
   */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((o) => o.trim()).filter((o) => o.length > 0))
    .pipe(z.array(z.url({ message: 'must be a comma-separated list of origins like https://shop.example' }))),
  /**
   * The assistant's LLM mode: an OpenAI-compatible chat-completions endpoint (`https://api.openai.com/v1`,
   * `http://127.0.0.1:11434/v1` for Ollama) and a model; the API key is optional. Without base URL and model
   * the offline engine answers; with them it falls back to the offline engine on a timeout or an error.
   */
  ASSISTANT_LLM_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  ASSISTANT_LLM_MODEL: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional()),
  ASSISTANT_LLM_API_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional()),
  /** Seed the six sample products when the catalogue is empty. */
  SEED_SAMPLE_CATALOG: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Config = z.output<typeof configSchema>;

/** The assistant's LLM settings when both the base URL and the model are set; undefined means offline only. */
export function assistantLlmSettings(config: Config): { baseUrl: string; model: string; apiKey?: string } | undefined {
  if (!config.ASSISTANT_LLM_BASE_URL || !config.ASSISTANT_LLM_MODEL) return undefined;
  return {
    baseUrl: config.ASSISTANT_LLM_BASE_URL,
    model: config.ASSISTANT_LLM_MODEL,
    ...(config.ASSISTANT_LLM_API_KEY ? { apiKey: config.ASSISTANT_LLM_API_KEY } : {}),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export const PUBLIC_DIR = path.join(repoRoot, 'apps', 'api', 'public');
