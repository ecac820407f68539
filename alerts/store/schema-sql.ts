// The alert store's tables. CREATE ... IF NOT EXISTS, so opening an existing file is a no-op;
// a future change of layout bumps user_version and migrates here.
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS templates (id TEXT PRIMARY KEY, text TEXT NOT NULL, created INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS rules (id TEXT PRIMARY KEY, template_id TEXT NOT NULL, json TEXT NOT NULL, created INTEGER NOT NULL, updated INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS alerts (
  id TEXT PRIMARY KEY, rule TEXT NOT NULL, camera TEXT NOT NULL, state TEXT NOT NULL,
  start INTEGER NOT NULL, updated INTEGER NOT NULL, end_ms INTEGER, fired_at INTEGER NOT NULL, json TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS alerts_rule_camera ON alerts (rule, camera, start);
CREATE INDEX IF NOT EXISTS alerts_start ON alerts (start);
CREATE TABLE IF NOT EXISTS alert_events (alert_id TEXT NOT NULL, seq INTEGER NOT NULL, type TEXT NOT NULL, at INTEGER NOT NULL, json TEXT NOT NULL, PRIMARY KEY (alert_id, seq));
CREATE TABLE IF NOT EXISTS evaluated (rule TEXT NOT NULL, window TEXT NOT NULL, stage TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (window, stage, rule));
CREATE INDEX IF NOT EXISTS evaluated_at ON evaluated (at);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT, key TEXT NOT NULL, target TEXT NOT NULL, event TEXT NOT NULL,
  attempts INTEGER NOT NULL, next_at INTEGER NOT NULL, status TEXT NOT NULL, last_error TEXT,
  created INTEGER NOT NULL, done_at INTEGER, UNIQUE (key, target));
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, next_at);
PRAGMA user_version = 1;
`;
