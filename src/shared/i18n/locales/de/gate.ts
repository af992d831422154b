import type { Area } from '../en';
import type { gate as en } from '../en/gate';

export const gate: Area<typeof en> = {
  'gate.title': 'Passwort erforderlich',
  'gate.kicker': 'Private Hochzeitsseite',
  'gate.lead': 'Bitte gib das Passwort aus deiner Einladung ein, um fortzufahren.',
  'gate.password': 'Passwort der Webseite',
  'gate.email': 'E-Mail-Adresse, an die deine Einladung geschickt wurde',
  'gate.enter': 'Eintreten',
  'gate.welcome': 'Willkommen!',
  'gate.wrongPassword': 'Bitte überprüfe das Passwort',
  'gate.emailNeeded':
    'Auf dieser Seite wurden viele falsche Passwörter ausprobiert. Bitte gib deshalb auch die E-Mail-Adresse ein, an die deine Einladung geschickt wurde. Dein persönlicher Link aus dieser E-Mail öffnet die Seite ebenfalls.',
  'gate.throttledSeconds': 'Zu viele Versuche. Bitte versuche es in {count, plural, one {# Sekunde} other {# Sekunden}} erneut.',
  'gate.throttledMinutes': 'Zu viele Versuche. Bitte versuche es in {count, plural, one {# Minute} other {# Minuten}} erneut.',
  'gate.cardProtected':
    'Diese Hochzeitsseite ist passwortgeschützt. Öffne die Karte aus der E-Mail, die du erhalten hast, oder gib zuerst das Passwort der Seite ein.',
  'gate.cardEnter': 'Passwort eingeben',
};
