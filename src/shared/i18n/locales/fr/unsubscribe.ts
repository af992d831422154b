import type { Area } from '../en';
import type { unsubscribe as en } from '../en/unsubscribe';

export const unsubscribe: Area<typeof en> = {
  'unsubscribe.title': 'Se désinscrire',
  'unsubscribe.invalid':
    'Ce lien de désinscription n’est pas valide. Copiez le lien entier depuis l’e-mail, ou répondez aux mariés pour être retiré de leur liste.',
  'unsubscribe.preview':
    'Ce lien vient d’un e-mail de test. L’e-mail de chaque invité a ici son propre lien, qui arrête les e-mails suivants à cet invité. Rien n’a été modifié.',
  'unsubscribe.already': '{email} est déjà désinscrit des e-mails sur le mariage de {names}.',
  'unsubscribe.ask': 'Ne plus envoyer à {email} d’e-mails sur le mariage de {names} ?',
  'unsubscribe.button': 'Se désinscrire',
  'unsubscribe.doneTitle': 'Vous êtes désinscrit',
  'unsubscribe.subscribedTitle': 'Vous êtes inscrit',
  'unsubscribe.done': 'Vous ne recevrez plus d’e-mails sur le mariage de {names} par Vowly.',
  'unsubscribe.resubscribe': 'Désinscrit par erreur ? Réinscrivez-vous',
  'unsubscribe.resubscribed': 'Vous recevrez de nouveau les e-mails sur le mariage de {names}.',
  'unsubscribe.theCouple': 'les mariés',
};
