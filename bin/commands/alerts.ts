// vigil alerts: standing questions. add|list|show|update|remove|mute|unmute|test|ack over the
// alert store (DATA/alerts/alerts.db); `vigil run` picks up changes without a restart.
import { Command } from 'commander';
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { configFrom } from './context.ts';
import { openAlerts, parseZonePoints, type Alert, type Rule, type RuleTestReport } from '../../alerts/index.ts';
import { parseIso, toIso } from '../../core/time.ts';
import { UserError, errorMessage } from '../../core/errors.ts';
import { redactUrl } from '../../core/redact.ts';

interface RuleOptions {
  file?: string; template?: string; value?: string[]; camera?: string[]; zone?: string; zoneName?: string; noZone?: boolean;
  days?: string; time?: string[]; minConfidence?: string; cooldown?: string; endAfter?: string; severity?: string;
  webhook?: string[]; mqtt?: boolean; redis?: boolean; noDeliveries?: boolean; enabled?: boolean; json?: boolean;
}

function ruleOptions(cmd: Command): Command {
  return cmd
    .option('--file <file>', 'rule as JSON or YAML (fields as in --json output); options below override it')
    .option('--template <text>', 'question with {placeholders}, e.g. "is there a {object} in the {zone}?"')
    .option('--value <name=value...>', 'bind a placeholder (repeatable)')
    .option('--camera <ids...>', 'cameras the rule watches')
    .option('--zone <points>', 'polygon in frame fractions: "x,y x,y x,y ..." (0..1, origin top left)')
    .option('--zone-name <name>', 'name of the zone in answers')
    .option('--no-zone', 'remove the zone (update)')
    .option('--days <list>', 'days of the week, e.g. mon,tue,wed or mon-fri')
    .option('--time <from-to...>', 'daily ranges in the camera time zone, e.g. 22:00-06:00 (may cross midnight)')
    .option('--min-confidence <0..1>', 'answers below this do not fire (default 0.6)')
    .option('--cooldown <seconds>', 'after an alert ends, the next event fires only after this long (default 60)')
    .option('--end-after <seconds>', 'end an alert after the answer has been no this long (default 10)')
    .option('--severity <level>', 'info | warning | critical (default warning)')
    .option('--webhook <url...>', 'deliver signed JSON POSTs here')
    .option('--mqtt', 'deliver on MQTT (alerts.mqtt.url)')
    .option('--redis', 'deliver on Redis pub/sub (bus: redis)')
    .option('--no-deliveries', 'remove every delivery besides the bus (update)')
    .option('--disabled', 'store the rule switched off')
    .option('--enabled', 'switch the rule on (update)')
    .option('--json', 'print the rule as JSON');
}

const DAY_NAMES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

function parseDays(text: string): string[] {
  const out: string[] = [];
  for (const part of text.toLowerCase().split(',').map((s) => s.trim()).filter(Boolean)) {
    const [a, b] = part.split('-');
    const i = DAY_NAMES.indexOf(a.slice(0, 3)), j = b ? DAY_NAMES.indexOf(b.slice(0, 3)) : i;
    if (i < 0 || j < 0) throw new UserError(`--days: "${part}" is not a day (mon, tue, ..., or a range like mon-fri)`);
    for (let k = i; ; k = (k + 1) % 7) { out.push(DAY_NAMES[k]); if (k === j) break; }
  }
  return out;
}

function readRuleFile(path: string): Record<string, unknown> {
  let text: string;
  try { text = readFileSync(path, 'utf8'); } catch (err) { throw new UserError(`cannot read ${path}: ${errorMessage(err)}`); }
  try {
    const v = /\.ya?ml$/i.test(path) ? parseYaml(text) : JSON.parse(text);
    if (!v || typeof v !== 'object' || Array.isArray(v)) throw new Error('expected an object');
    return v as Record<string, unknown>;
  } catch (err) { throw new UserError(`${path} is not a valid rule file: ${errorMessage(err)}`); }
}

/** The rule fields the options give (only those given, so update changes only them). */
function fieldsOf(o: RuleOptions, cmd: Command, current?: Rule): Record<string, unknown> {
  const f: Record<string, unknown> = o.file ? readRuleFile(o.file) : {};
  const num = (v: string, what: string) => { const n = Number(v); if (v.trim() === '' || !Number.isFinite(n)) throw new UserError(`${what} must be a number, not "${v}"`); return n; };
  if (o.template !== undefined) f.template = o.template;
  if (o.value) f.values = { ...(current?.values ?? {}), ...(f.values as object ?? {}), ...Object.fromEntries(o.value.map((kv) => {
    const i = kv.indexOf('=');
    if (i <= 0) throw new UserError(`--value "${kv}": use name=value`);
    return [kv.slice(0, i), kv.slice(i + 1)];
  })) };
  if (o.camera) f.cameras = o.camera;
  if (o.zone) f.zone = { points: parseZonePoints(o.zone), ...(o.zoneName ? { name: o.zoneName } : {}) };
  else if (o.zoneName && current?.zone) f.zone = { ...current.zone, name: o.zoneName };
  if (cmd.getOptionValueSource('zone') === 'cli' && o.zone === undefined) f.zone = undefined;
  if (o.days || o.time) {
    f.schedule = {
      ...(current?.schedule ?? {}),
      ...(o.days ? { days: parseDays(o.days) } : {}),
      ...(o.time ? { times: o.time.map((t) => { const [from, to] = t.split('-'); return { from, to }; }) } : {}),
    };
  }
  if (o.minConfidence !== undefined) f.minConfidence = num(o.minConfidence, '--min-confidence');
  if (o.cooldown !== undefined) f.cooldownSeconds = num(o.cooldown, '--cooldown');
  if (o.endAfter !== undefined) f.endAfterSeconds = num(o.endAfter, '--end-after');
  if (o.severity !== undefined) f.severity = o.severity;
  const deliveries = [...(o.webhook ?? []).map((url) => ({ type: 'webhook', url })), ...(o.mqtt ? [{ type: 'mqtt' }] : []), ...(o.redis ? [{ type: 'redis' }] : [])];
  if (cmd.getOptionValueSource('deliveries') === 'cli') f.deliveries = deliveries;
  else if (deliveries.length) f.deliveries = [...(current?.deliveries ?? []), ...deliveries];
  if (o.enabled) f.enabled = true;
  else if ((o as { disabled?: boolean }).disabled) f.enabled = false;
  return f;
}

function ruleLine(r: Rule): string {
  const muted = r.mutedUntil !== null && r.mutedUntil > Date.now() ? `  muted until ${toIso(r.mutedUntil)}` : '';
  const sched = r.schedule.times.map((t) => `${t.from}-${t.to}`).join(',') + (r.schedule.days.length < 7 ? ` ${r.schedule.days.join(',')}` : '');
  return `${r.id}  ${r.enabled ? 'on ' : 'off'}  ${r.cameras.join(',')}  ${sched}  "${r.template}" ${JSON.stringify(r.values)}${muted}`;
}

export function ruleJson(r: Rule) {
  return { ...r, mutedUntil: r.mutedUntil === null ? null : toIso(r.mutedUntil), deliveries: r.deliveries.map((d) => (d.type === 'webhook' ? { ...d, url: redactUrl(d.url) } : d)) };
}

export function alertJson(a: Alert) {
  return { ...a, start: toIso(a.start), updated: toIso(a.updated), end: a.end === null ? null : toIso(a.end), firedAt: toIso(a.firedAt),
    evidence: a.evidence.map((e) => ({ ...e, ts: toIso(e.ts) })), recording: { from: toIso(a.recording.from), to: toIso(a.recording.to) },
    acked: a.acked ? { at: toIso(a.acked.at), by: a.acked.by } : null };
}

function alertLine(a: Alert): string {
  const end = a.end === null ? 'open' : toIso(a.end);
  return `${a.id}  ${a.severity}  ${toIso(a.start)} .. ${end}  ${a.confidence.toFixed(2)}  ${a.answer}${a.acked ? `  (acked by ${a.acked.by})` : ''}`;
}

function printTest(r: RuleTestReport): void {
  process.stdout.write(`rule ${r.rule}: "${r.question}" over ${toIso(r.from)} .. ${toIso(r.to)} (${r.windows} windows; ${Object.entries(r.outcomes).map(([k, v]) => `${k} ${v}`).join(', ')}; verifier ${r.verifier})\n`);
  for (const a of r.alerts) process.stdout.write(`  would fire: ${a.camera}  ${toIso(a.start)} .. ${a.end === null ? 'still open at the end of the range' : toIso(a.end)}  ${a.confidence.toFixed(2)}  ${a.answer}\n`);
  process.stdout.write(`${r.alerts.length} alert(s) would have fired\n`);
}

function parseDuration(text: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*(s|m|h|d)?$/.exec(text.trim());
  if (!m) throw new UserError(`--for "${text}": use a number with s, m, h or d (e.g. 30m)`);
  return Number(m[1]) * { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[(m[2] ?? 's') as 's'];
}

function withAlerts(cmd: Command, fn: (a: ReturnType<typeof openAlerts>) => unknown): Promise<void> {
  const alerts = openAlerts({ config: configFrom(cmd) });
  return Promise.resolve().then(async () => { await fn(alerts); }).finally(() => alerts.close());
}

const out = (v: unknown): void => void process.stdout.write(JSON.stringify(v, null, 2) + "\n");

export function register(program: Command): void {
  const alerts = program.command('alerts').description('Alert rules (standing questions) and the alerts they fired; vigil run evaluates them');
  registerRuleEdits(alerts);
  registerListShow(alerts);
  registerMuteTestAck(alerts);
}

function registerRuleEdits(alerts: Command): void {
  ruleOptions(alerts.command('add <id>').description('Add a rule: a question template bound to values, cameras, zone, schedule, confidence, cooldown, severity, deliveries'))
    .addHelpText('after', '\nExample:\n  vigil alerts add yard-night --template "is there a {object} in the {zone}?" --value object=person --value zone=yard \\\n    --camera yard --zone "0.5,0.4 1,0.4 1,1 0.5,1" --zone-name yard --time 22:00-06:00 --webhook https://hooks.example/vigil')
    .action((id: string, o: RuleOptions, cmd: Command) => withAlerts(cmd, ({ service }) => {
      const rule = service.addRule({ ...fieldsOf(o, cmd), id, ...((o as { disabled?: boolean }).disabled ? { enabled: false } : {}) });
      if (o.json) out(ruleJson(rule)); else process.stdout.write(`added ${ruleLine(rule)}\n`);
    }));

  ruleOptions(alerts.command('update <id>').description('Change fields of a rule (only the options given)'))
    .action((id: string, o: RuleOptions, cmd: Command) => withAlerts(cmd, ({ service }) => {
      const rule = service.updateRule(id, fieldsOf(o, cmd, service.getRule(id)));
      if (o.json) out(ruleJson(rule)); else process.stdout.write(`updated ${ruleLine(rule)}\n`);
    }));

  alerts.command('remove <id>').description('Remove a rule (the alerts it fired stay)')
    .action((id: string, _o: unknown, cmd: Command) => withAlerts(cmd, ({ service }) => { service.removeRule(id); process.stdout.write(`removed ${id}\n`); }));
}

function registerListShow(alerts: Command): void {
  alerts.command('list').description('List rules, or with --fired the alerts they fired (newest first)')
    .option('--fired', 'list fired alerts instead of rules')
    .option('--rule <id>', 'only this rule\'s alerts').option('--camera <id>', 'only this camera\'s alerts')
    .option('--from <iso>').option('--to <iso>').option('--open', 'only alerts still open')
    .option('--dead', 'list deliveries that failed for good (dead letters)')
    .option('--limit <n>', 'at most this many alerts', '100').option('--json', 'print JSON')
    .action((o: { fired?: boolean; rule?: string; camera?: string; from?: string; to?: string; open?: boolean; dead?: boolean; limit: string; json?: boolean }, cmd: Command) => withAlerts(cmd, ({ service }) => {
      if (o.dead) {
        const dead = service.deadLetters().map((d) => ({ key: d.key, target: redactUrl(d.target), attempts: d.attempts, error: d.lastError, created: toIso(d.created) }));
        if (o.json) return out(dead);
        for (const d of dead) process.stdout.write(`${d.key}  ${d.target}  ${d.attempts} attempts  ${d.error}\n`);
        return void process.stdout.write(`${dead.length} dead letter(s)\n`);
      }
      if (!o.fired) {
        const rules = service.listRules();
        if (o.json) return out(rules.map(ruleJson));
        for (const r of rules) process.stdout.write(ruleLine(r) + '\n');
        return void process.stdout.write(`${rules.length} rule(s)\n`);
      }
      const list = service.listAlerts({ rule: o.rule, camera: o.camera, from: o.from ? parseIso(o.from, '--from') : undefined, to: o.to ? parseIso(o.to, '--to') : undefined, state: o.open ? 'open' : undefined, limit: Number(o.limit) || 100 });
      if (o.json) return out(list.map(alertJson));
      for (const a of list) process.stdout.write(alertLine(a) + '\n');
      process.stdout.write(`${list.length} alert(s)\n`);
    }));

  alerts.command('show <id>').description('Show a rule, or an alert (ids with ":") with its events and deliveries').option('--json', 'print JSON')
    .action((id: string, o: { json?: boolean }, cmd: Command) => withAlerts(cmd, ({ service }) => {
      if (!id.includes(':')) {
        const r = service.getRule(id);
        return o.json ? out(ruleJson(r)) : void process.stdout.write(`${ruleLine(r)}\n${JSON.stringify(ruleJson(r), null, 2)}\n`);
      }
      const { alert, events, deliveries } = service.getAlert(id);
      const view = { alert: alertJson(alert), events: events.map((e) => ({ type: e.type, key: e.key })), deliveries: deliveries.map((d) => ({ key: d.key, target: redactUrl(d.target), status: d.status, attempts: d.attempts, error: d.lastError })) };
      if (o.json) return out(view);
      process.stdout.write(`${alertLine(alert)}\n  recording ${view.alert.recording.from} .. ${view.alert.recording.to} (pinned)\n`);
      for (const e of alert.evidence) process.stdout.write(`  evidence ${toIso(e.ts)}  ${e.path}\n`);
      for (const d of view.deliveries) process.stdout.write(`  delivery ${d.key} -> ${d.target}: ${d.status} (${d.attempts} attempts)${d.error ? ` ${d.error}` : ''}\n`);
    }));

}

function registerMuteTestAck(alerts: Command): void {
  alerts.command('mute <id>').description('Mute a rule: it fires nothing until the mute ends or vigil alerts unmute')
    .option('--for <duration>', 'e.g. 30m, 2h, 1d', '1h').option('--until <iso>', 'mute until this time instead')
    .action((id: string, o: { for: string; until?: string }, cmd: Command) => withAlerts(cmd, ({ service }) => {
      const until = o.until ? parseIso(o.until, '--until') : Date.now() + parseDuration(o.for);
      service.mute(id, until);
      process.stdout.write(`muted ${id} until ${toIso(until)}\n`);
    }));

  alerts.command('unmute <id>').description('Unmute a rule')
    .action((id: string, _o: unknown, cmd: Command) => withAlerts(cmd, ({ service }) => { service.unmute(id); process.stdout.write(`unmuted ${id}\n`); }));

  alerts.command('test <id>').description('Evaluate a rule over recorded windows and print what would have fired (nothing is stored or delivered)')
    .requiredOption('--from <iso>').requiredOption('--to <iso>').option('--json', 'print the report as JSON')
    .action((id: string, o: { from: string; to: string; json?: boolean }, cmd: Command) => withAlerts(cmd, async ({ service }) => {
      const r = await service.test(id, { from: parseIso(o.from, '--from'), to: parseIso(o.to, '--to') });
      if (o.json) out({ ...r, from: toIso(r.from), to: toIso(r.to), alerts: r.alerts.map((a) => ({ ...a, start: toIso(a.start), end: a.end === null ? null : toIso(a.end), updated: toIso(a.updated) })) });
      else printTest(r);
    }));

  alerts.command('ack <alertId>').description('Acknowledge a fired alert').option('--by <name>', 'who acknowledges', 'cli')
    .action((id: string, o: { by: string }, cmd: Command) => withAlerts(cmd, ({ service }) => { const a = service.ack(id, o.by); process.stdout.write(`acked ${a.id} by ${o.by}\n`); }));
}
