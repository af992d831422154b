/** The couple's app, notifications: every key starts with 'notifications.'. The bell's list and each person's notices. */
export const notifications = {
  'notifications.title': 'Notifications',
  'notifications.settings.heading': 'E-mail notifications',
  'notifications.settings.rsvp': 'E-mail me each RSVP answer',
  'notifications.settings.hint': 'Only for you: everyone planning this wedding chooses for themselves. The bell counts what you have not seen yet.',
  'notifications.settings.save': 'Save',
  'notifications.settings.saved': 'Notification settings saved',
  'notifications.settings.badChoice': 'rsvpNotices must be true or false',
  'notifications.seen.badDate': 'seenUntil must be a date and time',
  // The bell's list (the NotificationCenter island's drawer).
  'notifications.answer.accepted': '{name} is coming',
  'notifications.answer.declined': "{name} can't make it",
  'notifications.answer.other': '{name} answered the RSVP',
  'notifications.request': '{name} asked to be added to your guest list',
} satisfies Record<`notifications.${string}`, string>;
