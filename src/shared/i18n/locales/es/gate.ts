import type { Area } from '../en';
import type { gate as en } from '../en/gate';

export const gate: Area<typeof en> = {
  'gate.title': 'Se necesita contraseña',
  'gate.kicker': 'Web de boda privada',
  'gate.lead': 'Introduce la contraseña de tu invitación para continuar.',
  'gate.password': 'Contraseña de la web',
  'gate.email': 'Correo electrónico al que se envió tu invitación',
  'gate.enter': 'Entrar',
  'gate.welcome': '¡Bienvenido!',
  'gate.wrongPassword': 'Revisa la contraseña, por favor',
  'gate.emailNeeded':
    'Se han probado muchas contraseñas incorrectas en esta web, así que introduce también el correo electrónico al que se envió tu invitación. El enlace personal de ese correo también abre la web.',
  'gate.throttledSeconds': 'Demasiados intentos. Vuelve a intentarlo dentro de {count, plural, one {# segundo} other {# segundos}}.',
  'gate.throttledMinutes': 'Demasiados intentos. Vuelve a intentarlo dentro de {count, plural, one {# minuto} other {# minutos}}.',
  'gate.cardProtected':
    'Esta web de boda está protegida con contraseña. Abre la tarjeta desde el correo que recibiste o introduce primero la contraseña de la web.',
  'gate.cardEnter': 'Introducir la contraseña',
};
