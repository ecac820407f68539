// vigil ask: a question in plain language about recorded footage, answered with citations
// (camera and time) by the offline planner, or by the LLM tool loop when models.chat is set.
// Steps stream to stderr as the agent works; the answer goes to stdout.
import { Command } from 'commander';
import { configFrom } from './context.ts';
import { parseIso, toIso } from '../../core/time.ts';
import { createLogger } from '../../core/logger.ts';
import { UserError } from '../../core/errors.ts';

function stepLine(s: { tool: string; args: Record<string, unknown>; summary: string; ms: number; ok: boolean }): string {
  const args = JSON.stringify(s.args);
  return `  ${s.ok ? '→' : '✗'} ${s.tool} ${args.length > 140 ? `${args.slice(0, 137)}...` : args}\n    ${s.summary} (${s.ms} ms)\n`;
}

export function register(program: Command): void {
  program.command('ask')
    .description('Ask a question about recorded footage; the answer cites camera and time for every claim.\nOffline (builtin analyzers, no model server) unless models.chat is configured.')
    .argument('<question>', 'e.g. "when did the white van leave yesterday?"')
    .option('--camera <ids...>', 'only these cameras (overrides camera words in the question)')
    .option('--from <iso>', 'start of the range (overrides time words in the question)')
    .option('--to <iso>', 'end of the range (exclusive)')
    .option('--now <iso>', 'reference time for "yesterday", "this morning", "in the past 3 hours" (default: now)')
    .option('--offline', 'use the offline planner even when a chat model is configured')
    .option('--json', 'print the result as JSON: {answer, from, to, citations, confidence, steps, events, ...}')
    .option('--quiet', 'do not stream the steps to stderr')
    .addHelpText('after', [
      '',
      'Examples:',
      '  vigil ask "when did the white van leave yesterday?"',
      '  vigil ask "what text was shown on the dock camera this morning?" --json',
      '  vigil ask "did anything move between 02:00 and 03:00?" --now 2026-11-28T08:00:00Z',
      '  vigil ask "how many vehicles crossed?" --camera yard --from 2026-11-27T07:00:00Z --to 2026-11-27T13:00:00Z',
    ].join('\n'))
    .action(async (question: string, o: { camera?: string[]; from?: string; to?: string; now?: string; offline?: boolean; json?: boolean; quiet?: boolean }, cmd: Command) => {
      const config = configFrom(cmd);
      const from = o.from ? parseIso(o.from, '--from') : undefined;
      const to = o.to ? parseIso(o.to, '--to') : undefined;
      const now = o.now ? parseIso(o.now, '--now') : undefined;
      if (from !== undefined && to !== undefined && from >= to) throw new UserError('--from must be before --to');
      const log = createLogger({ stage: 'agent' });
      const { openAgent, ask, resultJson } = await import('../../agent/index.ts');
      // Ctrl-C cancels the question: the signal reaches model calls and rewind decodes.
      const cancel = new AbortController();
      const onSignal = () => { if (cancel.signal.aborted) process.exit(130); cancel.abort(new Error('interrupted')); };
      process.on('SIGINT', onSignal);
      process.on('SIGTERM', onSignal);
      const agent = await openAgent(config, { log, offline: o.offline, signal: cancel.signal });
      try {
        if (!o.quiet) process.stderr.write(`${agent.chat && !o.offline ? `LLM agent (${agent.chat.provider}/${agent.chat.model})` : 'offline planner'}: ${question}\n`);
        const r = await ask(agent.ctx, {
          question, cameras: o.camera, from, to, now, chat: o.offline ? undefined : agent.chat, maxSteps: config.agent.maxSteps, tokenBudget: config.agent.tokenBudget,
          onStep: o.quiet ? undefined : (s) => process.stderr.write(stepLine(s)),
        });
        if (o.json) return void process.stdout.write(JSON.stringify(resultJson(r), null, 2) + '\n');
        const conf = ['', 'low', 'medium', 'high'][r.confidence];
        process.stdout.write(`${r.answer}\n\n`);
        process.stdout.write(`range: ${toIso(r.from)} .. ${toIso(r.to)} (from "${r.timeText}")  cameras: ${r.cameras.join(', ')}  confidence: ${r.confidence} (${conf})  mode: ${r.mode}\n`);
        for (const c of r.citations) process.stdout.write(`  [${c.camera} ${toIso(c.start)} .. ${toIso(c.end)}]${c.keyframe ? ` ${c.keyframe}` : ''}\n`);
      } catch (err) {
        if (!cancel.signal.aborted) throw err;
        process.stderr.write('vigil: interrupted: the question was cancelled\n');
        process.exitCode = 130;
      } finally {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
        await agent.close();
      }
    });
}
