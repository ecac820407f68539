// Polls a condition until it holds, failing with what was awaited (tests of live processes).
export async function until(what: string, cond: () => boolean, timeoutMs: number, everyMs = 50): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
