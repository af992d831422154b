import type { Area } from '../en';
import type { gate as en } from '../en/gate';

export const gate: Area<typeof en> = {
  'gate.title': 'Password richiesta',
  'gate.kicker': 'Sito di matrimonio privato',
  'gate.lead': 'Inserisci la password del tuo invito per continuare.',
  'gate.password': 'Password del sito',
  'gate.email': 'Indirizzo email a cui è stato inviato il tuo invito',
  'gate.enter': 'Entra',
  'gate.welcome': 'Benvenuto!',
  'gate.wrongPassword': 'Controlla la password, per favore',
  'gate.emailNeeded':
    'Su questo sito sono state provate molte password sbagliate: inserisci anche l’indirizzo email a cui è stato inviato il tuo invito. Anche il link personale di quella email apre il sito.',
  'gate.throttledSeconds': 'Troppi tentativi. Riprova tra {count, plural, one {# secondo} other {# secondi}}.',
  'gate.throttledMinutes': 'Troppi tentativi. Riprova tra {count, plural, one {# minuto} other {# minuti}}.',
  'gate.cardProtected':
    'Questo sito di nozze è protetto da password. Apri il biglietto dall’e-mail che hai ricevuto, oppure inserisci prima la password del sito.',
  'gate.cardEnter': 'Inserisci la password',
};
