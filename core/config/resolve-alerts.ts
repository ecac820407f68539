// Resolves the alerts section's secrets from the environment variables the config names
// (core/config is the only place that reads the environment) and registers them as secrets,
// so no log, error or API response can carry them.
import type { Config } from './schema.ts';
import { ConfigError } from '../errors.ts';
import { registerSecret } from '../redact.ts';

export interface ResolvedAlertSecrets {
  /** HMAC key for webhook signatures; undefined when the variable is unset (webhooks are refused). */
  webhookSecret?: string;
  mqttPassword?: string;
}

export function resolveAlertSecrets(config: Pick<Config, 'alerts'>, env: NodeJS.ProcessEnv = process.env): ResolvedAlertSecrets {
  const a = config.alerts;
  const webhookSecret = env[a.webhook.secretEnv] || undefined;
  let mqttPassword: string | undefined;
  if (a.mqtt.passwordEnv) {
    mqttPassword = env[a.mqtt.passwordEnv];
    if (mqttPassword === undefined) throw new ConfigError(`alerts.mqtt.passwordEnv: environment variable ${a.mqtt.passwordEnv} is not set`);
  }
  registerSecret(webhookSecret);
  registerSecret(mqttPassword);
  return { webhookSecret, mqttPassword };
}

/** The client id MQTT uses when alerts.mqtt.clientId is unset. */
export function defaultMqttClientId(hostname: string): string {
  return `vigil-${hostname}-${process.pid}`;
}
