// vitest setup file: every test file runs with the providers and ingest plugins the CLI has.
import { registerPlugins } from '../../bin/register-plugins.ts';

await registerPlugins();
