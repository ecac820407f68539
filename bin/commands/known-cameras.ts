// The cameras a command may name: those in the config and those with footage or windows on
// disk (ingested files). A name outside both is a mistake to report, not an empty answer.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../core/config/index.ts';
import { CAMERA_ID, checkCameraId } from '../../core/camera-id.ts';
import { UserError } from '../../core/errors.ts';

export function knownCameras(config: Config): string[] {
  const ids = new Set(config.cameras.map((c) => c.id));
  for (const store of ['recordings', 'windows', 'captions']) {
    const root = join(config.storage.dataDir, store);
    if (existsSync(root)) for (const d of readdirSync(root)) if (CAMERA_ID.test(d)) ids.add(d);
  }
  return [...ids].sort();
}

/** Throws a UserError naming the known cameras when one of `ids` is not a camera. */
export function checkKnownCameras(config: Config, ids: string[], what = '--camera'): void {
  for (const id of ids) checkCameraId(id, what);
  const known = knownCameras(config);
  const unknown = ids.filter((id) => !known.includes(id));
  if (unknown.length) {
    throw new UserError(`unknown camera ${unknown.map((u) => `"${u}"`).join(', ')}: not in the config and no footage in ${config.storage.dataDir}; known cameras: ${known.join(', ') || 'none'}`);
  }
}
