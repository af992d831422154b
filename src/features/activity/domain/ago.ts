/** "just now", "1 minute ago", "2 minutes ago", "3 hours ago", "2 days ago" (the builder's "Saved by Leo 2 minutes ago"). */
export function agoText(at: Date, now: Date): string {
  const minutes = Math.floor(Math.max(0, now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  const [count, unit] = minutes < 60 ? [minutes, 'minute'] : minutes < 60 * 24 ? [Math.floor(minutes / 60), 'hour'] : [Math.floor(minutes / (60 * 24)), 'day'];
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}
