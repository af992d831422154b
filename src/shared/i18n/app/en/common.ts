/** The couple's app, common: every key starts with 'common.'. The kernel's refusals (bad body, not authorized, request refused). */
export const common = {
  'common.invalidInput': 'Invalid input',
  'common.body.unreadable': 'Request body could not be read',
  'common.body.notObject': 'Request body must be an object',
  'common.body.tooLarge': 'Request body too large (max {max} KB)',
  'common.body.fileTooLarge': 'The file is larger than {max} MB',
  'common.requestRefused': 'Request refused',
  'common.crossSite': 'Cross-site request refused',
  'common.serverError': 'Something went wrong on our side. Please try again.',
  'common.notFound': 'Not found',
  'common.errorTitle': 'Error',
  'common.loginRequired': 'Please log in',
  'common.notAuthorized': 'not authorized',
  'common.gate.title': 'Restricted',
  'common.gate.wrongPassword': 'That is not the right password',
  'common.gate.locked': 'This device has not been unlocked',
  'common.ok': 'ok',
} satisfies Record<`common.${string}`, string>;
