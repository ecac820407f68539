// A camera as the config loader would resolve it, for tests that drive supervisors directly.
import { parseConfig, resolveCamera, type ResolvedCamera } from '../../core/config/index.ts';

export function testCamera(id: string, url: string, sections: { ingest?: object; windows?: object; detect?: object } = {}): ResolvedCamera {
  const config = parseConfig({ cameras: [{ id, url, ...sections }] });
  return resolveCamera(config, config.cameras[0]);
}
