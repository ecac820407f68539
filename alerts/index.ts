// The alerts stage: standing questions (rule = question template + values + cameras + zone +
// schedule + confidence + cooldown + severity + deliveries) evaluated on every window, open
// or closed, and delivered as alert.new / alert.update / alert.end.
//
// Service API (AlertsService, what `vigil serve` and the CLI call; errors are UserError
// subclasses: RuleError with `issues` for a malformed rule, AlertNotFoundError with status 404):
//   const { service, worker, close } = openAlerts({ config, bus?, log? });
//   service.listRules(): Rule[]
//   service.getRule(id): Rule
//   service.addRule(input: RuleInput): Rule              // validated; nothing stored when invalid
//   service.updateRule(id, patch: RulePatch): Rule       // only the fields named change; zone: null removes
//   service.removeRule(id): void
//   service.mute(id, untilMs): Rule / service.unmute(id): Rule
//   service.test(id | RuleInput, { from, to }): Promise<RuleTestReport>   // what would have fired
//   service.listAlerts({ rule?, camera?, from?, to?, state?, limit? }): Alert[]   // newest first
//   service.getAlert(id): { alert, events: AlertEvent[], deliveries: OutboxRow[] }
//   service.ack(id, by?): Alert
//   service.deleteAlert(id): void                        // also unpins its footage
//   service.deadLetters(): OutboxRow[]
//   service.subscribe((e: AlertEvent) => void): () => void   // live events (needs the worker in-process)
// Shapes: Alert, AlertEvent ({type, key, before, after}) in core/alert.ts; Rule in rules/rule-schema.ts.
// The same events go on the bus topics alert.new / alert.update / alert.end (other processes).
export { openAlerts, createVerifier, knownCameras, type OpenAlerts, type OpenAlertsOptions } from './open-alerts.ts';
export { AlertsService, AlertNotFoundError, type AlertListener, type AlertsServiceOptions } from './alerts-service.ts';
export { AlertsWorker, type AlertsWorkerEvents, type AlertsWorkerOptions } from './alerts-worker.ts';
export { testRule, type RuleTestReport, type RuleTestSource } from './rule-test.ts';
export { AlertPins } from './alert-pins.ts';
export * from './rules/index.ts';
export { AlertStore, alertsDbPath, type OutboxRow, type AlertQuery } from './store/index.ts';
export { Evaluator, BuiltinVerifier, VlmVerifier, VERIFY_PROMPT_VERSION, fromProgress, fromClosed, fromCaptioned, wantedOf, type Observation, type RuleResult, type Verdict, type Verifier, type VisionJudge } from './evaluate/index.ts';
export { AlertTracker } from './state/index.ts';
export { Dispatcher, WebhookSender, MqttSender, RedisSender, BusSender, signBody, verifySignature, SIGNATURE_HEADER, TIMESTAMP_HEADER, DELIVERY_HEADER, EVENT_HEADER } from './deliver/index.ts';
export { AlertSchema, AlertEventSchema, type Alert, type AlertEvent } from '../core/alert.ts';
