// The query agent stage (issue 6). So far: resolving the time a question is about.
export { resolveTime, type TimeRange } from './time/resolve-time.ts';
export { zonedTime, offsetMinutes, localParts, isValidZone } from './time/zone.ts';
