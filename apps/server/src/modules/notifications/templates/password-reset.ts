import type { Template } from './template';

export const passwordResetTemplate: Template<{ name: string; link: string }> = {
  en: ({ name, link }) => ({
    subject: 'Reset your Camino password',
    email: [
      `Hi ${name},`,
      '',
      'We received a request to reset your password. To choose a new one, open this link:',
      '',
      link,
      '',
      'The link works once and for one hour.',
      '',
      "If you didn't ask for this, you can ignore this message; your password stays the same.",
      '',
      'The Camino team',
    ].join('\n'),
    sms: `Camino: reset your password with this link (valid 1 hour): ${link}`,
  }),
  es: ({ name, link }) => ({
    subject: 'Restablezca su contraseña de Camino',
    email: [
      `Hola, ${name}:`,
      '',
      'Recibimos una solicitud para restablecer su contraseña. Para elegir una nueva, abra este enlace:',
      '',
      link,
      '',
      'El enlace funciona una sola vez y durante una hora.',
      '',
      'Si no lo pidió, puede ignorar este mensaje; su contraseña sigue igual.',
      '',
      'El equipo de Camino',
    ].join('\n'),
    sms: `Camino: restablezca su contraseña con este enlace (válido 1 hora): ${link}`,
  }),
};
