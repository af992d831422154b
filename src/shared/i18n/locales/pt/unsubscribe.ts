import type { Area } from '../en';
import type { unsubscribe as en } from '../en/unsubscribe';

export const unsubscribe: Area<typeof en> = {
  'unsubscribe.title': 'Cancelar inscrição',
  'unsubscribe.invalid': 'Este link para cancelar a inscrição não é válido. Copie o link completo do e-mail ou responda aos noivos para sair da lista deles.',
  'unsubscribe.preview':
    'Este link é de um e-mail de teste. O e-mail de cada convidado tem aqui o seu próprio link, que interrompe os próximos e-mails a esse convidado. Nada foi alterado.',
  'unsubscribe.already': '{email} já não recebe e-mails sobre o casamento de {names}.',
  'unsubscribe.ask': 'Deixar de enviar para {email} e-mails sobre o casamento de {names}?',
  'unsubscribe.button': 'Cancelar inscrição',
  'unsubscribe.doneTitle': 'A sua inscrição foi cancelada',
  'unsubscribe.subscribedTitle': 'Está inscrito',
  'unsubscribe.done': 'Não receberá mais e-mails sobre o casamento de {names} através da Vowly.',
  'unsubscribe.resubscribe': 'Cancelou por engano? Inscreva-se de novo',
  'unsubscribe.resubscribed': 'Voltará a receber e-mails sobre o casamento de {names}.',
  'unsubscribe.theCouple': 'os noivos',
};
