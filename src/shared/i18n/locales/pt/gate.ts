import type { Area } from '../en';
import type { gate as en } from '../en/gate';

export const gate: Area<typeof en> = {
  'gate.title': 'Palavra-passe necessária',
  'gate.kicker': 'Site de casamento privado',
  'gate.lead': 'Introduza a palavra-passe do seu convite para continuar.',
  'gate.password': 'Palavra-passe do site',
  'gate.email': 'Endereço de e-mail para onde foi enviado o seu convite',
  'gate.enter': 'Entrar',
  'gate.welcome': 'Bem-vindo!',
  'gate.wrongPassword': 'Verifique a palavra-passe, por favor',
  'gate.emailNeeded':
    'Foram tentadas muitas palavras-passe erradas neste site, por isso introduza também o endereço de e-mail para onde foi enviado o seu convite. O link pessoal desse e-mail também abre o site.',
  'gate.throttledSeconds': 'Demasiadas tentativas. Tente novamente dentro de {count, plural, one {# segundo} other {# segundos}}.',
  'gate.throttledMinutes': 'Demasiadas tentativas. Tente novamente dentro de {count, plural, one {# minuto} other {# minutos}}.',
  'gate.cardProtected':
    'Este site de casamento está protegido por palavra-passe. Abra o cartão a partir do e-mail que recebeu ou introduza primeiro a palavra-passe do site.',
  'gate.cardEnter': 'Introduzir a palavra-passe',
};
