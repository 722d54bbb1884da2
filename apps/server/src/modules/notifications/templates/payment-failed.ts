import type { Template } from './template';

/**
 * Sent when a scheduled installment could not be charged. Worded plainly and without the case
 * type: someone else may read the applicant's messages.
 */
export const paymentFailedTemplate: Template<{
  name: string;
  total: string;
  retryDate: string;
  link: string;
}> = {
  en: (p) => ({
    subject: 'Camino: we could not process your payment',
    email: [
      `Hi ${p.name},`,
      '',
      `There was a problem processing your scheduled payment of ${p.total}.`,
      p.retryDate
        ? `We will try your card again on ${p.retryDate}. You can also pay now, or use another card, here:`
        : 'Please pay it, or use another card, here:',
      '',
      p.link,
      '',
      'Until it is paid, some parts of your case are paused.',
      '',
      'The Camino team',
    ].join('\n'),
    sms: `Camino: there was a problem processing your payment of ${p.total}. Pay here: ${p.link}`,
  }),
  es: (p) => ({
    subject: 'Camino: no pudimos procesar su pago',
    email: [
      `Hola, ${p.name}:`,
      '',
      `Hubo un problema al procesar su pago programado de ${p.total}.`,
      p.retryDate
        ? `Volveremos a intentar el cobro a su tarjeta el ${p.retryDate}. También puede pagar ahora, o usar otra tarjeta, aquí:`
        : 'Por favor, páguelo, o use otra tarjeta, aquí:',
      '',
      p.link,
      '',
      'Hasta que se pague, algunas partes de su caso quedan en pausa.',
      '',
      'El equipo de Camino',
    ].join('\n'),
    sms: `Camino: hubo un problema al procesar su pago de ${p.total}. Pague aquí: ${p.link}`,
  }),
};
