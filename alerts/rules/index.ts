// Alert rules: schema, validation, template binding, schedules and zones.
export * from './rule-schema.ts';
export { placeholders, bindingIssues, bindTemplate } from './template.ts';
export { inSchedule, scheduleOverlaps, scheduleIssues, localTime, isTimeZone } from './schedule.ts';
export { pointInZone, cellCoverage, zoneIssues, parseZonePoints } from './zone.ts';
export { parseRule, RuleError, verifyBinding, verifyCameras, type KnownCamera } from './validate-rule.ts';
