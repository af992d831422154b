// The kinds of change the activity log records (issue 23 item 6), each with the words the log shows:
// "{who} {verb}{: detail}".
export const ACTIVITY_VERBS = {
  'site.saved': 'saved the site',
  'guest.added': 'added a guest',
  'guest.changed': 'changed a guest',
  'guest.removed': 'removed a guest',
  'rsvp.recorded': 'recorded an RSVP',
  'event.added': 'added an event',
  'event.changed': 'changed an event',
  'event.removed': 'removed an event',
  'send.started': 'started a send',
  'member.invited': 'invited a member',
  'member.removed': 'removed a member',
  'member.role-changed': "changed a member's role",
  'seating.released': 'released seats of declined guests',
  payment: 'paid',
} as const;

export type ActivityKind = keyof typeof ACTIVITY_VERBS;

/** One line of the log: "Leo saved the site: Our story, Schedule". */
export function activityText(kind: string, detail: string, who: string): string {
  const verb = (ACTIVITY_VERBS as Record<string, string>)[kind] ?? kind;
  return detail ? `${who} ${verb}: ${detail}` : `${who} ${verb}`;
}

const SEND_NAMES: Record<string, string> = {
  invite: 'Invitations',
  savethedate: 'Save-the-dates',
  reminder: 'Reminders',
  'special-request': 'Questions e-mail',
  'event-change': 'Change of plans',
};

/** A send in the log: "Invitations to 12 guests". */
export function sendDetail(mode: string, count: number): string {
  return `${SEND_NAMES[mode] ?? mode} to ${count} ${count === 1 ? 'guest' : 'guests'}`;
}
