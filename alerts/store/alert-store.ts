// AlertStore: rules, templates, alerts with their event history, which windows each rule has
// evaluated, and the delivery outbox, in one SQLite file (better-sqlite3 12, WAL) at
// DATA/alerts/alerts.db. An alert's state change and its outbox rows are written in one
// transaction, so a crash either loses the change and its deliveries together or keeps both
// (deliveries then resume): restarts neither re-fire nor lose. The CLI and `vigil run` share
// the file; a rules version counter lets the evaluator see edits without a restart.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import { AlertSchema, AlertEventSchema, type Alert, type AlertEvent } from '../../core/alert.ts';
import { RuleInputSchema, type Rule } from '../rules/index.ts';
import { SCHEMA_SQL } from './schema-sql.ts';

export function alertsDbPath(dataDir: string): string {
  return join(dataDir, 'alerts', 'alerts.db');
}

export interface OutboxRow {
  id: number;
  key: string;
  target: string;
  event: AlertEvent;
  attempts: number;
  nextAt: number;
  status: 'pending' | 'done' | 'dead';
  lastError: string | null;
  created: number;
}

export interface AlertQuery {
  rule?: string;
  camera?: string;
  /** Alerts overlapping [from, to). */
  from?: number;
  to?: number;
  state?: 'open' | 'ended';
  limit?: number;
}

type Row = Record<string, unknown>;

export class AlertStore {
  readonly db: Database.Database;

  constructor(readonly path: string) {
    mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA_SQL);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  // ---- rules and templates ----

  /** Changes with every rule write, from any process: the evaluator reloads when it moves. */
  rulesVersion(): number {
    return (this.db.prepare(`SELECT v FROM meta WHERE k = 'rules'`).get() as { v: number } | undefined)?.v ?? 0;
  }

  putRule(rule: Rule, now = Date.now()): void {
    const templateId = createHash('sha1').update(rule.template).digest('hex').slice(0, 12);
    this.db.transaction(() => {
      this.db.prepare('INSERT OR IGNORE INTO templates (id, text, created) VALUES (?, ?, ?)').run(templateId, rule.template, now);
      this.db.prepare(`INSERT INTO rules (id, template_id, json, created, updated) VALUES (@id, @t, @json, @now, @now)
        ON CONFLICT(id) DO UPDATE SET template_id = @t, json = @json, updated = @now`).run({ id: rule.id, t: templateId, json: JSON.stringify(rule), now });
      this.bumpRules();
    })();
  }

  getRule(id: string): Rule | undefined {
    const row = this.db.prepare('SELECT json FROM rules WHERE id = ?').get(id) as { json: string } | undefined;
    return row ? RuleInputSchema.parse(JSON.parse(row.json)) : undefined;
  }

  listRules(): Rule[] {
    return (this.db.prepare('SELECT json FROM rules ORDER BY id').all() as { json: string }[]).map((r) => RuleInputSchema.parse(JSON.parse(r.json)));
  }

  deleteRule(id: string): boolean {
    return this.db.transaction(() => {
      const n = this.db.prepare('DELETE FROM rules WHERE id = ?').run(id).changes;
      if (n) this.bumpRules();
      return n > 0;
    })();
  }

  /** Templates with how many rules use each. */
  listTemplates(): { id: string; text: string; rules: number }[] {
    return this.db.prepare('SELECT t.id, t.text, COUNT(r.id) AS rules FROM templates t LEFT JOIN rules r ON r.template_id = t.id GROUP BY t.id ORDER BY t.text').all() as { id: string; text: string; rules: number }[];
  }

  private bumpRules(): void {
    this.db.prepare(`INSERT INTO meta (k, v) VALUES ('rules', 1) ON CONFLICT(k) DO UPDATE SET v = v + 1`).run();
  }

  // ---- alerts ----

  /**
   * Records an alert event and queues its deliveries, atomically. The alert row is replaced by
   * `event.after`; (alert, seq) and (key, target) are unique, so a repeat is a no-op.
   */
  recordEvent(event: AlertEvent, targets: string[], now = Date.now()): void {
    const e = AlertEventSchema.parse(event);
    const a = e.after;
    this.db.transaction(() => {
      this.db.prepare(`INSERT INTO alerts (id, rule, camera, state, start, updated, end_ms, fired_at, json) VALUES (@id, @rule, @camera, @state, @start, @updated, @end, @fired, @json)
        ON CONFLICT(id) DO UPDATE SET state = @state, updated = @updated, end_ms = @end, json = @json`).run({
        id: a.id, rule: a.rule, camera: a.camera, state: a.state, start: a.start, updated: a.updated, end: a.end, fired: a.firedAt, json: JSON.stringify(a),
      });
      this.db.prepare('INSERT OR IGNORE INTO alert_events (alert_id, seq, type, at, json) VALUES (?, ?, ?, ?, ?)').run(a.id, a.seq, e.type, now, JSON.stringify(e));
      const insert = this.db.prepare(`INSERT OR IGNORE INTO outbox (key, target, event, attempts, next_at, status, created) VALUES (?, ?, ?, 0, ?, 'pending', ?)`);
      for (const t of targets) insert.run(e.key, t, JSON.stringify(e), now, now);
    })();
  }

  /** Updates an alert without an event (acknowledgement). */
  saveAlert(alert: Alert): void {
    const a = AlertSchema.parse(alert);
    this.db.prepare('UPDATE alerts SET json = ? WHERE id = ?').run(JSON.stringify(a), a.id);
  }

  getAlert(id: string): Alert | undefined {
    const row = this.db.prepare('SELECT json FROM alerts WHERE id = ?').get(id) as { json: string } | undefined;
    return row ? AlertSchema.parse(JSON.parse(row.json)) : undefined;
  }

  /** Alerts newest first. */
  listAlerts(q: AlertQuery = {}): Alert[] {
    const where: string[] = [], args: Row = {};
    if (q.rule) { where.push('rule = @rule'); args.rule = q.rule; }
    if (q.camera) { where.push('camera = @camera'); args.camera = q.camera; }
    if (q.state) { where.push('state = @state'); args.state = q.state; }
    if (q.to !== undefined) { where.push('start < @to'); args.to = q.to; }
    if (q.from !== undefined) { where.push('(end_ms IS NULL OR end_ms > @from)'); args.from = q.from; }
    const sql = `SELECT json FROM alerts ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY start DESC LIMIT ${Math.max(1, Math.min(q.limit ?? 1000, 100_000))}`;
    return (this.db.prepare(sql).all(args) as { json: string }[]).map((r) => AlertSchema.parse(JSON.parse(r.json)));
  }

  /** The newest alert of a rule on a camera (open or ended): what cooldown and continuation look at. */
  lastAlert(rule: string, camera: string): Alert | undefined {
    const row = this.db.prepare('SELECT json FROM alerts WHERE rule = ? AND camera = ? ORDER BY start DESC LIMIT 1').get(rule, camera) as { json: string } | undefined;
    return row ? AlertSchema.parse(JSON.parse(row.json)) : undefined;
  }

  events(alertId: string): AlertEvent[] {
    return (this.db.prepare('SELECT json FROM alert_events WHERE alert_id = ? ORDER BY seq').all(alertId) as { json: string }[]).map((r) => AlertEventSchema.parse(JSON.parse(r.json)));
  }

  deleteAlert(id: string): boolean {
    return this.db.prepare('DELETE FROM alerts WHERE id = ?').run(id).changes > 0;
  }

  // ---- evaluated windows ----

  /** Rules that already evaluated this window at this stage. */
  evaluatedRules(window: string, stage: string): Set<string> {
    return new Set((this.db.prepare('SELECT rule FROM evaluated WHERE window = ? AND stage = ?').all(window, stage) as { rule: string }[]).map((r) => r.rule));
  }

  markEvaluated(rules: string[], window: string, stage: string, now = Date.now()): void {
    const insert = this.db.prepare('INSERT OR IGNORE INTO evaluated (rule, window, stage, at) VALUES (?, ?, ?, ?)');
    this.db.transaction(() => { for (const r of rules) insert.run(r, window, stage, now); })();
  }

  /** Forgets delivered rows older than `before` (dead letters stay until a person looks). */
  pruneDelivered(before: number): number {
    return this.db.prepare(`DELETE FROM outbox WHERE status = 'done' AND done_at < ?`).run(before).changes;
  }

  /** Forgets evaluations older than `before` (the table would otherwise grow for ever). */
  pruneEvaluated(before: number): number {
    return this.db.prepare('DELETE FROM evaluated WHERE at < ?').run(before).changes;
  }

  // ---- outbox ----

  dueDeliveries(now: number, limit = 64): OutboxRow[] {
    return (this.db.prepare(`SELECT * FROM outbox WHERE status = 'pending' AND next_at <= ? ORDER BY id LIMIT ?`).all(now, limit) as Row[]).map(outboxRow);
  }

  /** Earliest pending delivery time (to sleep until), or undefined. */
  nextDeliveryAt(): number | undefined {
    const row = this.db.prepare(`SELECT MIN(next_at) AS t FROM outbox WHERE status = 'pending'`).get() as { t: number | null };
    return row.t ?? undefined;
  }

  markDelivered(id: number, now = Date.now()): void {
    this.db.prepare(`UPDATE outbox SET status = 'done', attempts = attempts + 1, done_at = ? WHERE id = ?`).run(now, id);
  }

  markRetry(id: number, nextAt: number, error: string): void {
    this.db.prepare('UPDATE outbox SET attempts = attempts + 1, next_at = ?, last_error = ? WHERE id = ?').run(nextAt, error, id);
  }

  markDead(id: number, error: string, now = Date.now()): void {
    this.db.prepare(`UPDATE outbox SET status = 'dead', attempts = attempts + 1, last_error = ?, done_at = ? WHERE id = ?`).run(error, now, id);
  }

  deliveries(q: { status?: OutboxRow['status']; key?: string; alert?: string } = {}): OutboxRow[] {
    const where: string[] = [], args: Row = {};
    if (q.status) { where.push('status = @status'); args.status = q.status; }
    if (q.key) { where.push('key = @key'); args.key = q.key; }
    if (q.alert) { where.push(`substr(key, 1, length(@prefix)) = @prefix`); args.prefix = `${q.alert}#`; }
    return (this.db.prepare(`SELECT * FROM outbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id`).all(args) as Row[]).map(outboxRow);
  }
}

function outboxRow(r: Row): OutboxRow {
  return {
    id: r.id as number, key: r.key as string, target: r.target as string, event: AlertEventSchema.parse(JSON.parse(r.event as string)),
    attempts: r.attempts as number, nextAt: r.next_at as number, status: r.status as OutboxRow['status'], lastError: (r.last_error as string | null) ?? null, created: r.created as number,
  };
}
