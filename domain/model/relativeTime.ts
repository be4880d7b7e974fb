// Relative dates of the commit feed (spec section 9): "under 60 s 'just now'; under 1 hour
// 'Nm ago'; under 1 day 'Nh ago'; under 30 days 'Nd ago'; otherwise a locale date".
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(date: Date, now: Date, locale?: string): string {
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 30 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return date.toLocaleDateString(locale);
}
