import type { Area } from '../en';
import type { unsubscribe as en } from '../en/unsubscribe';

export const unsubscribe: Area<typeof en> = {
  'unsubscribe.title': 'Darse de baja',
  'unsubscribe.invalid':
    'Este enlace para darse de baja no es válido. Copia el enlace completo del correo o responde a la pareja para que te quiten de su lista.',
  'unsubscribe.preview':
    'Este enlace es de un correo de prueba. El correo de cada invitado tiene aquí su propio enlace, que detiene los siguientes correos a ese invitado. No se ha cambiado nada.',
  'unsubscribe.already': '{email} ya no recibe correos sobre la boda de {names}.',
  'unsubscribe.ask': '¿Dejar de enviar a {email} correos sobre la boda de {names}?',
  'unsubscribe.button': 'Darse de baja',
  'unsubscribe.doneTitle': 'Te has dado de baja',
  'unsubscribe.subscribedTitle': 'Estás suscrito',
  'unsubscribe.done': 'No recibirás más correos sobre la boda de {names} a través de Vowly.',
  'unsubscribe.resubscribe': '¿Te diste de baja por error? Suscríbete de nuevo',
  'unsubscribe.resubscribed': 'Volverás a recibir correos sobre la boda de {names}.',
  'unsubscribe.theCouple': 'la pareja',
};
