// Questions asked over HTTP go to the same agent `vigil ask` uses, with the cameras known at
// the moment of asking (config, store and footage on disk), the client's abort signal, and
// steps streamed through onStep as they happen.
import type { Config } from '../../core/config/index.ts';
import { ask, knownCameras, type AgentResult, type OpenAgent, type Step } from '../../agent/index.ts';
import type { AskRequest, AskService } from '../api/services.ts';

export class AgentAskService implements AskService {
  constructor(private readonly agent: OpenAgent, private readonly config: () => Config) {}

  ask(req: AskRequest, onStep: (s: Step) => void, signal: AbortSignal): Promise<AgentResult> {
    const config = this.config();
    const ctx = { ...this.agent.ctx, cameras: knownCameras(config), signal };
    return ask(ctx, {
      question: req.question, cameras: req.cameras, from: req.from, to: req.to, now: req.now,
      chat: this.agent.chat, maxSteps: config.agent.maxSteps, tokenBudget: config.agent.tokenBudget, onStep,
    });
  }
}
