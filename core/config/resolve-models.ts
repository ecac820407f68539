// Resolves the models section for the providers: the API key is read from the environment
// variable the config names (this module, like the rest of core/config, is the only place
// that reads the environment) and registered as a secret so no log or error can carry it.
import type { Config, ModelsConfig, OpenAIConfig } from './schema.ts';
import { ConfigError } from '../errors.ts';
import { registerSecret } from '../redact.ts';

export interface ResolvedModels extends Omit<ModelsConfig, 'openai'> {
  openai: OpenAIConfig & {
    /** From the environment variable openai.apiKeyEnv; undefined when unset (local servers need none). */
    apiKey?: string;
  };
}

/** Roles that use the OpenAI-compatible provider. */
export function openaiRoles(models: ModelsConfig): string[] {
  return (['captioner', 'embedder', 'chat'] as const).filter((role) => models[role] === 'openai');
}

export function resolveModels(config: Pick<Config, 'models'>, env: NodeJS.ProcessEnv = process.env): ResolvedModels {
  const { models } = config;
  const apiKey = env[models.openai.apiKeyEnv] || undefined;
  registerSecret(apiKey);
  verifyApiKey(models, apiKey);
  return { ...models, openai: { ...models.openai, apiKey } };
}

/** OpenAI's own API needs a key; self-hosted servers (vLLM, Ollama, llama.cpp) usually do not. */
export function verifyApiKey(models: ModelsConfig, apiKey: string | undefined): void {
  const roles = openaiRoles(models);
  if (!roles.length || apiKey) return;
  if (/^https:\/\/api\.openai\.com\b/i.test(models.openai.baseUrl)) {
    throw new ConfigError(`models: ${roles.join(', ')} use ${models.openai.baseUrl}, which needs an API key; set the environment variable ${models.openai.apiKeyEnv} (models.openai.apiKeyEnv)`);
  }
}
