import type { Template } from './template';

/**
 * Sent when the applicant's package is ready to download. It names nothing about the case (no case
 * type, no form, no name): someone else may read the applicant's messages.
 */
export const packageReadyTemplate: Template<{ link: string }> = {
  en: (p) => ({
    subject: 'Camino: there is news in your account',
    email: [
      'Hello,',
      '',
      'Something is ready for you in your Camino account. Sign in to see it:',
      '',
      p.link,
      '',
      'The Camino team',
    ].join('\n'),
    sms: `Camino: something is ready for you in your account. Sign in: ${p.link}`,
  }),
  es: (p) => ({
    subject: 'Camino: hay novedades en su cuenta',
    email: [
      'Hola:',
      '',
      'Hay algo listo para usted en su cuenta de Camino. Inicie sesión para verlo:',
      '',
      p.link,
      '',
      'El equipo de Camino',
    ].join('\n'),
    sms: `Camino: hay algo listo para usted en su cuenta. Inicie sesión: ${p.link}`,
  }),
};
