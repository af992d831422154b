import type { Area } from '../en';
import type { gate as en } from '../en/gate';

export const gate: Area<typeof en> = {
  'gate.title': 'Mot de passe requis',
  'gate.kicker': 'Site de mariage privé',
  'gate.lead': 'Saisissez le mot de passe figurant sur votre invitation pour continuer.',
  'gate.password': 'Mot de passe du site',
  'gate.email': 'Adresse e-mail à laquelle votre invitation a été envoyée',
  'gate.enter': 'Entrer',
  'gate.welcome': 'Bienvenue !',
  'gate.wrongPassword': 'Veuillez vérifier le mot de passe',
  'gate.emailNeeded':
    'De nombreux mots de passe erronés ont été essayés sur ce site : saisissez aussi l’adresse e-mail à laquelle votre invitation a été envoyée. Le lien personnel de cet e-mail ouvre aussi le site.',
  'gate.throttledSeconds': 'Trop de tentatives. Veuillez réessayer dans {count, plural, one {# seconde} other {# secondes}}.',
  'gate.throttledMinutes': 'Trop de tentatives. Veuillez réessayer dans {count, plural, one {# minute} other {# minutes}}.',
  'gate.cardProtected':
    'Ce site de mariage est protégé par un mot de passe. Ouvrez la carte depuis l’e-mail que vous avez reçu, ou saisissez d’abord le mot de passe du site.',
  'gate.cardEnter': 'Saisir le mot de passe',
};
