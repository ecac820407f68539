// The seam for the alerts stage (built on another branch): what the API needs from it. When
// `vigil serve` runs an alerts stage it passes an AlertsService and the alert routes
// (rules CRUD, test, fired list, ack, mute) are mounted under /api/alerts; its events go out
// on the WebSocket as `alert.new`, `alert.update`, `alert.end`. Until then the routes answer
// 404 and are not in the OpenAPI document.
export interface AlertEvent {
  type: 'alert.new' | 'alert.update' | 'alert.end';
  alert: Record<string, unknown>;
}

export interface AlertsService {
  listRules(): Promise<unknown[]>;
  getRule(id: string): Promise<unknown | undefined>;
  createRule(input: unknown): Promise<unknown>;
  updateRule(id: string, input: unknown): Promise<unknown>;
  deleteRule(id: string): Promise<void>;
  /** Evaluates a rule against recent windows without firing it. */
  testRule(id: string, range?: { from: number; to: number }): Promise<unknown>;
  listFired(q: { from?: number; to?: number; rule?: string; camera?: string; limit?: number }): Promise<unknown[]>;
  ack(alertId: string, by?: string): Promise<unknown>;
  mute(ruleId: string, untilMs: number): Promise<unknown>;
  /** Subscribes to alert events; returns an unsubscribe function. */
  onEvent(listener: (e: AlertEvent) => void): () => void;
}
