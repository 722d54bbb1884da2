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
    subject: 'Active su cuenta de Camino',
    email: [
      `Hola, ${name}:`,
      '',
      'Le damos la bienvenida a Camino. Para terminar de crear su cuenta, abra este enlace:',
      '',
      link,
      '',
      'El enlace funciona durante 24 horas. Si vence, puede pedir uno nuevo desde la misma página.',
      '',
      'Si usted no creó esta cuenta, puede ignorar este mensaje.',
      '',
      'El equipo de Camino',
    ].join('\n'),
    sms: `Camino: active su cuenta con este enlace (válido 24 horas): ${link}`,
  }),
};
