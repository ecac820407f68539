// Camera ids name folders under DATA (recordings/<id>/, windows/<id>/, events/<id>.jsonl), so
// an id from a person (CLI, API, a tool call) is checked before it becomes part of a path:
// "../recordings/street" must never read or write outside the data directory.
import { UserError } from './errors.ts';

/** The same rule as the config schema's camera id. */
export const CAMERA_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export function checkCameraId(id: string, what = 'camera'): string {
  if (!CAMERA_ID.test(id)) {
    throw new UserError(`${what} "${id}" is not a camera id: use lowercase letters, digits, "-" or "_" (max 64), e.g. dock or back-door`);
  }
  return id;
}
