// Registers the testbed's ingest plugins: `synthetic:` camera URLs and the synthetic clock's
// overlay finder. Called where the app is put together (bin/vigil.ts, the tests' setup file);
// camera worker processes load this module by path and call register() themselves.
import { fileURLToPath } from 'node:url';
import { registerOverlayFinder, registerSourcePlugin } from '../ingest/index.ts';
import { syntheticSource } from './synthetic/synthetic-source.ts';
import { findSyntheticClock } from './synthetic/clock-overlay.ts';

/** This module's path, for loadIngestPlugin(). */
export const TESTBED_PLUGIN = fileURLToPath(import.meta.url);

export function register(): void {
  registerSourcePlugin(syntheticSource);
  registerOverlayFinder(findSyntheticClock);
}
