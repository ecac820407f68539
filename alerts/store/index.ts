// The alert store (SQLite): rules, templates, alerts, evaluated windows, delivery outbox.
export { AlertStore, alertsDbPath, type OutboxRow, type AlertQuery } from './alert-store.ts';
