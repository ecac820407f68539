// Durations in answers: "52 s", "2 min 0 s", "1 h 5 min", "2.4 s" -- to the second above ten
// seconds, to a tenth below (a real clip at 10 fps can tell 2.4 s from 2 s).
export function duration(ms: number): string {
  const s = Math.max(0, ms) / 1000;
  if (s < 10) return `${(Math.round(s * 10) / 10).toString()} s`;
  const total = Math.round(s), h = Math.floor(total / 3600), m = Math.floor((total % 3600) / 60), sec = total % 60;
  if (h) return `${h} h ${m} min`;
  return m ? `${m} min ${sec} s` : `${sec} s`;
}
