/** The couple's app, catering: every key starts with 'catering.'. */
export const catering = {
  'catering.intro': 'Head counts, meals and dietary needs of the guests attending each event. No e-mail addresses, phone numbers, addresses or notes.',
  'catering.downloadCsv': 'Download CSV',
  'catering.printHint': 'Print this page (Ctrl+P or ⌘P) for a paper copy: only the sheet is printed, each event on its own page.',
  'catering.shareHint': 'To share it, invite your caterer as a member with the Caterer role: they see only this page. Or print it and hand it over.',
  'catering.attending': '{count} attending',
  'catering.adults': '{count, plural, one {adult} other {adults}}',
  'catering.children': '{count, plural, one {child} other {children}}',
  'catering.noAnswers': 'no answers yet',
  'catering.nobody': 'Nobody has said yes to this event yet.',
  'catering.name': 'Name',
  'catering.guestOf': ' (guest of {name})',
  'catering.child': ' · child',
} satisfies Record<`catering.${string}`, string>;
