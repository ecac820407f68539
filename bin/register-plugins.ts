// Where the app is put together: registers the model providers (openai, builtin, onnx) and
// the ingest plugins (the testbed's `synthetic:` cameras and its clock overlay finder). The
// CLI calls it before any command runs; the tests' setup file and the benchmarks call it too.
// Stages never register anything themselves and never import the testbed.
import { registerModelProviders } from '../models/index.ts';
import { loadIngestPlugin } from '../ingest/index.ts';
import { TESTBED_PLUGIN } from '../testbed/register.ts';

export async function registerPlugins(): Promise<void> {
  registerModelProviders();
  await loadIngestPlugin(TESTBED_PLUGIN);
}
