import type { Template } from './template';

export const passwordChangedTemplate: Template<{ name: string; link: string }> = {
  en: ({ name, link }) => ({
    subject: 'Your Camino password was changed',
    email: [
      `Hi ${name},`,
      '',
      'Your Camino password was just changed.',
      '',
      `If this wasn't you, reset your password right away: ${link}`,
      '',
      'The Camino team',
    ].join('\n'),
    sms: `Camino: your password was changed. If this wasn't you, reset it: ${link}`,
  }),
  es: ({ name, link }) => ({
    subject: 'Se cambió su contraseña de Camino',
    email: [
      `Hola, ${name}:`,
      '',
      'Se acaba de cambiar su contraseña de Camino.',
      '',
      `Si no fue usted, restablézcala de inmediato: ${link}`,
      '',
      'El equipo de Camino',
    ].join('\n'),
    sms: `Camino: se cambió su contraseña. Si no fue usted, restablézcala: ${link}`,
  }),
};
