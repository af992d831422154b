import type { Area } from '../en';
import type { unsubscribe as en } from '../en/unsubscribe';

export const unsubscribe: Area<typeof en> = {
  'unsubscribe.title': 'Abmelden',
  'unsubscribe.invalid': 'Dieser Abmeldelink ist ungültig. Kopiere den ganzen Link aus der E-Mail oder antworte dem Paar, damit es dich von der Liste nimmt.',
  'unsubscribe.preview':
    'Dieser Link stammt aus einer Test-E-Mail. Die E-Mail jedes Gastes enthält hier einen eigenen Link, der weitere E-Mails an diesen Gast stoppt. Es wurde nichts geändert.',
  'unsubscribe.already': '{email} ist bereits von E-Mails zur Hochzeit von {names} abgemeldet.',
  'unsubscribe.ask': 'Keine E-Mails mehr zur Hochzeit von {names} an {email} senden?',
  'unsubscribe.button': 'Abmelden',
  'unsubscribe.doneTitle': 'Du bist abgemeldet',
  'unsubscribe.subscribedTitle': 'Du bist angemeldet',
  'unsubscribe.done': 'Du erhältst über Vowly keine E-Mails mehr zur Hochzeit von {names}.',
  'unsubscribe.resubscribe': 'Versehentlich abgemeldet? Wieder anmelden',
  'unsubscribe.resubscribed': 'Du erhältst wieder E-Mails zur Hochzeit von {names}.',
  'unsubscribe.theCouple': 'dem Paar',
};
