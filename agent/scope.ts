// What a question is about, resolved in code before either agent mode runs: the range, the
// words it was read from, the cameras and the reference "now".
import type { AgentCamera } from './cameras/resolve-cameras.ts';

export interface AgentScope {
  question: string;
  /** Range the question is about, epoch ms, [from, to). */
  from: number;
  to: number;
  /** Words the range was read from, or how it was chosen. */
  timeText: string;
  cameras: AgentCamera[];
  /** Reference time for relative expressions, epoch ms. */
  now: number;
  /**
   * The range begins at another event ("after the yellow truck left", plan-anchored.ts): a thing
   * that had come by then and was gone by it (the truck itself), or came with it, is not after it.
   */
  after?: number;
  /** `after` is the anchor's going ("once the van had gone"), and what it was seen as: a thing of another colour or class right behind it is not it. */
  afterWent?: { colour: string | null; objectClass?: string };
  /** The range ends at another event ("between the van's arrival and its departure"): a thing whose going is that one (the van itself) is not in it. */
  before?: number;
  /**
   * The range is another thing's stay ("while the notice was up", "while the lorry was
   * stopped"): a thing whose own stay is that one is the anchor itself, not something that came
   * while it was there.
   */
  during?: { from: number; to: number };
  /** The range was said as a deadline ("by 7pm"): the moment itself, which a question about a state is asked at. */
  moment?: { from: number; to: number };
}
