// Errors the window index raises, by fault (core/errors.ts): a caller handing it rows it can
// never store is a UserError; the backend failing underneath is a SystemError.
import { SystemError, UserError } from '../../core/errors.ts';

/** A row or query vector does not match the index dimension: the embedder changed under a live index. */
export class IndexDimensionError extends UserError {
  constructor(readonly expected: number, readonly got: number, what: string) {
    super(`${what} has a ${got}-d vector but this window index stores ${expected}-d vectors: ` +
      'use the embedder the index was built with, or index into a new data directory');
  }
}

/** A row the index refuses (window longer than a day, bad id); the message names the window. */
export class IndexRowError extends UserError {}

/** The backend (LanceDB files, Qdrant server) failed; `cause` carries its error. */
export class IndexBackendError extends SystemError {}
