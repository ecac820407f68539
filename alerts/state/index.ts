// Alert state: one continuing event is one alert (new, updates, end), cooldown, continuation across restarts.
export { AlertTracker, PRE_MS, POST_MS, type AlertLookup, type TrackerOptions } from './alert-tracker.ts';
