// The offline planner: answers without any model server, deterministically, from the index,
// the rollups, the entity registry and the builtin analyzers run on the recordings. The kind
// of question (read in code) picks the plan; every plan calls the same tools the LLM loop
// uses, so both modes leave the same trajectory.
import { withArticles } from '../answer/articles.ts';
import type { AgentContext } from '../context.ts';
import type { AgentScope } from '../scope.ts';
import type { AgentResult, Step } from '../result.ts';
import { parseIntent } from '../question/intent.ts';
import { PlanRun, type PlanOutcome } from './plan-run.ts';
import { planObjects } from './plan-objects.ts';
import { planText } from './plan-text.ts';
import { planLight } from './plan-light.ts';
import { planLightState } from './plan-light-state.ts';
import { planLightPeriods } from './plan-light-periods.ts';
import { planFind, planMoved, planSummary } from './plan-activity.ts';
import { planPresence } from './plan-presence.ts';
import { planDuration } from './plan-duration.ts';
import { planDirection } from './plan-direction.ts';
import { planList } from './plan-list.ts';
import { planColour } from './plan-colour.ts';
import { planBusiest } from './plan-busiest.ts';
import { planOrder } from './plan-order.ts';
import { planAnchored } from './plan-anchored.ts';
import { planStayCompare } from './plan-stay-compare.ts';
import { planAtLandmark } from './plan-landmark.ts';
import { planHandled } from './plan-handled.ts';
import { answerAsAsked } from './polar-answer.ts';
import type { Intent } from '../question/intent.ts';

/**
 * A yes/no question gets yes or no first ("did a van come by?", "were there more than three
 * cars?", "did the lights go off after 22:00?"); plans that answer yes/no themselves (moved,
 * presence, the light as it was) already start so.
 */
/** Words that name the cameras in scope (ids, names, locations): places, never the subject. */
function cameraWords(scope: AgentScope): string[] {
  return scope.cameras.flatMap((c) => [c.id, c.name ?? '', c.location ?? ''].join(' ').toLowerCase().split(/[^a-z0-9]+/)).filter((w) => w.length > 1);
}

/** The plan for the kind of question asked. */
async function planFor(run: PlanRun): Promise<PlanOutcome> {
  const { intent } = run;
  // "Who left the bag behind?", "who picked up the bag?": who was at the thing when it came or went.
  if (intent.relation?.edge && ['find', 'list', 'presence'].includes(intent.kind)) return planHandled(run);
  switch (intent.kind) {
    case 'appear': case 'leave': case 'count': return planObjects(run);
    case 'text': return planText(run);
    // The light as it was: yes or no at a moment or over a range, else the periods it was so ("when was the lamp on?").
    case 'dark': case 'light': return !intent.light?.state ? planLight(run) : intent.form === 'yes-no' ? planLightState(run) : planLightPeriods(run);
    case 'moved': return planMoved(run);
    case 'summary': return planSummary(run);
    case 'presence': return planPresence(run);
    case 'duration': return intent.stay ? planStayCompare(run) : planDuration(run);
    case 'direction': return planDirection(run);
    case 'list': return planList(run);
    case 'colour': return planColour(run);
    case 'busiest': return planBusiest(run);
    case 'order': return planOrder(run);
    case 'find': return intent.colours.length || intent.objectClass ? planObjects(run) : planFind(run);
  }
}

export async function runOfflinePlanner(o: { ctx: AgentContext; scope: AgentScope; onStep?: (s: Step) => void }): Promise<AgentResult> {
  const intent = parseIntent(o.scope.question, { cameraWords: cameraWords(o.scope) });
  // "Were the lights off by 22:30?", "was anyone there by 9?": a state by a deadline is the state at it; a change ("had the lamp come on by 7pm?") is looked for up to it.
  const scope = o.scope.moment && (intent.light?.state || intent.kind === 'presence') ? { ...o.scope, ...o.scope.moment } : o.scope;
  const run = new PlanRun(o.ctx, scope, intent, o.onStep);
  // "after the yellow truck left": the anchor's moment first, then the question's own plan after it.
  // "under the light": where the light lit, found on the footage, is the part of the frame asked about.
  const plan = intent.place?.landmark ? (r: PlanRun) => planAtLandmark(r, planFor) : planFor;
  let out = intent.anchor ? await planAnchored(run, plan) : await plan(run);
  // Yes or no over the range asked: a leaving found after it ("had the car left before 2000 hrs?", gone at 20:08) does not answer yes.
  out = answerAsAsked(run.intent, out, intent.anchor ? undefined : { from: scope.from, to: scope.to });
  return {
    question: scope.question, answer: withArticles(out.answer), from: scope.from, to: scope.to, timeText: scope.timeText,
    cameras: scope.cameras.map((c) => c.id), citations: out.citations, confidence: out.confidence, mode: 'offline',
    // What a moment's thing was seen as stays the planner's own (plan-anchored.ts): the result gives the moments.
    steps: run.steps, events: out.events.map(({ camera, ts, what }) => ({ camera, ts, what })), ...(out.count !== undefined ? { count: out.count } : {}),
  };
}
