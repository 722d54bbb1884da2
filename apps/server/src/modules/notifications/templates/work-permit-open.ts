import type { Template } from './template';

/**
 * Sent on the day an asylum applicant may ask for a work permit (150 days after USCIS received the
 * application). Like every message it names nothing about the case: someone else may read it.
 */
export const workPermitOpenTemplate: Template<{ link: string }> = {
  en: (p) => ({
    subject: 'Camino: there is news in your account',
    email: [
      'Hello,',
      '',
      'There is a new step waiting for you in your Camino account. Sign in to see it:',
      '',
      p.link,
      '',
      'The Camino team',
    ].join('\n'),
    sms: `Camino: there is a new step for you in your account. Sign in: ${p.link}`,
  }),
  es: (p) => ({
    subject: 'Camino: hay novedades en su cuenta',
    email: [
      'Hola:',
      '',
      'Hay un nuevo paso esperándole en su cuenta de Camino. Inicie sesión para verlo:',
      '',
      p.link,
      '',
      'El equipo de Camino',
    ].join('\n'),
    sms: `Camino: hay un nuevo paso para usted en su cuenta. Inicie sesión: ${p.link}`,
  }),
};
