import type { Template } from './template';

export const activationTemplate: Template<{ name: string; link: string }> = {
  en: ({ name, link }) => ({
    subject: 'Activate your Camino account',
    email: [
      `Hi ${name},`,
      '',
      'Welcome to Camino. To finish creating your account, open this link:',
      '',
      link,
      '',
      'The link works for 24 hours. If it expires, you can ask for a new one from the same page.',
      '',
      "If you didn't create this account, you can ignore this message.",
      '',
      'The Camino team',
    ].join('\n'),
    sms: `Camino: activate your account with this link (valid 24 hours): ${link}`,
  }),
  es: ({ name, link }) => ({
    subject: 'Activa tu cuenta de Camino',
    email: [
      `Hola, ${name}:`,
      '',
      'Te damos la bienvenida a Camino. Para terminar de crear tu cuenta, abre este enlace:',
      '',
      link,
      '',
      'El enlace funciona durante 24 horas. Si vence, puedes pedir uno nuevo desde la misma página.',
      '',
      'Si no creaste esta cuenta, puedes ignorar este mensaje.',
      '',
      'El equipo de Camino',
    ].join('\n'),
    sms: `Camino: activa tu cuenta con este enlace (válido 24 horas): ${link}`,
  }),
};
