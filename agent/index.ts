// The query agent stage: questions over recorded footage, answered with citations by the
// offline planner or the LLM tool loop (see README, Query agent).
export { ask, resolveScope, AGENT_TOOLS, type AskOptions } from './ask.ts';
export { openAgent, knownCameras, type OpenAgent } from './open-agent.ts';
export { AgentResultSchema, resultJson, type AgentResult, type Citation, type Step, type Confidence } from './result.ts';
export type { AgentContext, VisionModel } from './context.ts';
export type { AgentScope } from './scope.ts';
export { resolveCameras, type AgentCamera } from './cameras/resolve-cameras.ts';
export { parseIntent, type Intent } from './question/intent.ts';
export { runOfflinePlanner } from './planner/offline-planner.ts';
export { runLlmAgent } from './loop/llm-agent.ts';
export { callTool, toolSpec, type AgentTool } from './tools/tool.ts';
export { resolveTime, type TimeRange } from './time/resolve-time.ts';
export { zonedTime, offsetMinutes, localParts, isValidZone } from './time/zone.ts';
