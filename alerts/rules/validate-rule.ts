// Parses and checks a rule: the strict schema first, then the cross-field verify* checks.
// Every problem is reported at once, with the path of the field, in one UserError, so a
// malformed rule changes nothing stored.
import { ConfigError } from '../../core/errors.ts';
import { RuleInputSchema, type Rule } from './rule-schema.ts';
import { bindingIssues } from './template.ts';
import { scheduleIssues } from './schedule.ts';
import { zoneIssues } from './zone.ts';

export interface KnownCamera {
  id: string;
  timezone: string;
}

export class RuleError extends ConfigError {}

/** Cross-field checks on the fields that did parse, so one answer names every problem. */
function partialIssues(input: unknown, cameras: KnownCamera[]): string[] {
  if (!input || typeof input !== 'object') return [];
  const raw = input as Record<string, unknown>;
  const shape = RuleInputSchema.shape;
  const issues: string[] = [];
  const template = shape.template.safeParse(raw.template), values = shape.values.safeParse(raw.values);
  const cams = shape.cameras.safeParse(raw.cameras), zone = shape.zone.safeParse(raw.zone);
  if (template.success && values.success) issues.push(...bindingIssues(template.data, values.data));
  if (cams.success) issues.push(...verifyCameras({ cameras: cams.data } as Rule, cameras));
  if (zone.success && zone.data) issues.push(...zoneIssues(zone.data));
  return issues;
}

export function verifyBinding(rule: Rule): string[] {
  return bindingIssues(rule.template, rule.values);
}

export function verifyCameras(rule: Rule, cameras: KnownCamera[]): string[] {
  const known = new Set(cameras.map((c) => c.id));
  const issues = rule.cameras.filter((c) => !known.has(c)).map((c) => `cameras: unknown camera "${c}" (known: ${[...known].join(', ') || 'none'})`);
  if (new Set(rule.cameras).size !== rule.cameras.length) issues.push('cameras: a camera is listed twice');
  return issues;
}

export function parseRule(input: unknown, cameras: KnownCamera[], what = 'rule'): Rule {
  const r = RuleInputSchema.safeParse(input);
  if (!r.success) {
    const issues = r.error.issues.map((i) => `${i.path.length ? i.path.map(String).join('.') : '(rule)'}: ${i.message}`);
    throw new RuleError(`${what} is invalid`, [...issues, ...partialIssues(input, cameras)]);
  }
  const rule = r.data;
  const issues = [...verifyBinding(rule), ...verifyCameras(rule, cameras), ...scheduleIssues(rule.schedule), ...(rule.zone ? zoneIssues(rule.zone) : [])];
  if (issues.length) throw new RuleError(`${what} ${rule.id} is invalid`, issues);
  return rule;
}
