import { type AppMessageKey, appText } from '../../../shared/i18n/app';

// The kinds of change the activity log records (issue 23 item 6), each with the words the log shows:
// "{who} {verb}{: detail}" (the messages activity.kind.* of the app catalogue).
export const ACTIVITY_LINES = {
  'site.saved': 'activity.kind.site.saved',
  'guest.added': 'activity.kind.guest.added',
  'guest.changed': 'activity.kind.guest.changed',
  'guest.removed': 'activity.kind.guest.removed',
  'rsvp.recorded': 'activity.kind.rsvp.recorded',
  'event.added': 'activity.kind.event.added',
  'event.changed': 'activity.kind.event.changed',
  'event.removed': 'activity.kind.event.removed',
  'send.started': 'activity.kind.send.started',
  'member.invited': 'activity.kind.member.invited',
  'member.removed': 'activity.kind.member.removed',
  'member.role-changed': 'activity.kind.member.role-changed',
  'seating.released': 'activity.kind.seating.released',
  payment: 'activity.kind.payment',
} as const satisfies Record<string, AppMessageKey>;

export type ActivityKind = keyof typeof ACTIVITY_LINES;

/** One line of the log: "Leo saved the site: Our story, Schedule". */
export function activityText(kind: string, detail: string, who: string): string {
  const key = (ACTIVITY_LINES as Record<string, AppMessageKey>)[kind];
  const line = key ? appText(key, { who }) : appText('activity.kind.unknown', { who, kind });
  return detail ? appText('activity.withDetail', { line, detail }) : line;
}

const SEND_NAMES: Record<string, AppMessageKey> = {
  invite: 'activity.send.invite',
  savethedate: 'activity.send.savethedate',
  reminder: 'activity.send.reminder',
  'special-request': 'activity.send.special-request',
  'event-change': 'activity.send.event-change',
};

/** A send in the log: "Invitations to 12 guests". */
export function sendDetail(mode: string, count: number): string {
  const name = SEND_NAMES[mode];
  return appText('activity.send', { send: name ? appText(name) : mode, count });
}
