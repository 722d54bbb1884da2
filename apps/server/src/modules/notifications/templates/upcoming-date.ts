import type { Template } from './template';

/**
 * A reminder of a day the applicant's case counts (an appointment, a step that opens, a fee notice).
 * Like every message it names nothing about the case, the day or what it is: someone else may read it.
 */
export const upcomingDateTemplate: Template<{ link: string }> = {
  en: (p) => ({
    subject: 'Camino: a reminder',
    email: [
      'Hello,',
      '',
      'You have a reminder waiting in your Camino account. Sign in to see it:',
      '',
      p.link,
      '',
      'The Camino team',
    ].join('\n'),
    sms: `Camino: you have a reminder in your account. Sign in: ${p.link}`,
  }),
  es: (p) => ({
    subject: 'Camino: un recordatorio',
    email: [
      'Hola:',
      '',
      'Tiene un recordatorio esperándole en su cuenta de Camino. Inicie sesión para verlo:',
      '',
      p.link,
      '',
      'El equipo de Camino',
    ].join('\n'),
    sms: `Camino: tiene un recordatorio en su cuenta. Inicie sesión: ${p.link}`,
  }),
};
