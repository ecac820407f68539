#!/usr/bin/env node
// Launcher: registers the TypeScript loader (tsx) so that `npx vigil` runs the sources
// directly, then hands over to bin/vigil.ts.
import { register } from 'tsx/esm/api';

register();
await import('./vigil.ts');
