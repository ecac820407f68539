// vigil.example.yaml is generated from the schema: it must parse, and it must be fresh.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { parseConfig, ConfigSchema } from './index.ts';
import { renderExampleConfig, EXAMPLE_CONFIG_PATH } from '../../scripts/gen-example-config.ts';

const committed = readFileSync(EXAMPLE_CONFIG_PATH, 'utf8');

describe('vigil.example.yaml', () => {
  it('parses through parseConfig and equals the defaults plus its example camera', () => {
    const config = parseConfig(parseYaml(committed), 'vigil.example.yaml');
    expect(config.cameras.map((c) => c.id)).toEqual(['dock']);
    const { cameras: _c, ...rest } = config;
    const { cameras: _d, ...defaults } = ConfigSchema.parse({});
    expect(rest).toEqual(defaults);
  });

  it('matches a fresh generation from the schema (run: npm run gen:example-config)', () => {
    expect(committed).toBe(renderExampleConfig());
  });

  it('documents every top-level section and every ingest field', () => {
    for (const key of Object.keys(ConfigSchema.shape)) expect(committed).toMatch(new RegExp(`^${key}:`, 'm'));
    for (const key of ['segmentSeconds', 'analysisFps', 'watchdogSeconds', 'passwordEnv', 'qdrantUrl']) {
      expect(committed).toMatch(new RegExp(`^\\s*(# )?${key}: `, 'm'));
    }
  });
});
