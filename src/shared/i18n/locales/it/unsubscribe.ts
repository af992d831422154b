import type { Area } from '../en';
import type { unsubscribe as en } from '../en/unsubscribe';

export const unsubscribe: Area<typeof en> = {
  'unsubscribe.title': 'Annulla iscrizione',
  'unsubscribe.invalid':
    'Questo link per annullare l’iscrizione non è valido. Copia l’intero link dall’email, oppure rispondi agli sposi per farti togliere dalla loro lista.',
  'unsubscribe.preview':
    'Questo link viene da un’email di prova. L’email di ogni invitato ha qui il proprio link, che ferma le email successive a quell’invitato. Non è stato cambiato nulla.',
  'unsubscribe.already': '{email} non riceve già più email sul matrimonio di {names}.',
  'unsubscribe.ask': 'Smettere di inviare a {email} email sul matrimonio di {names}?',
  'unsubscribe.button': 'Annulla iscrizione',
  'unsubscribe.doneTitle': 'Iscrizione annullata',
  'unsubscribe.subscribedTitle': 'Sei iscritto',
  'unsubscribe.done': 'Non riceverai più email sul matrimonio di {names} tramite Vowly.',
  'unsubscribe.resubscribe': 'Annullata per errore? Iscriviti di nuovo',
  'unsubscribe.resubscribed': 'Riceverai di nuovo le email sul matrimonio di {names}.',
  'unsubscribe.theCouple': 'gli sposi',
};
