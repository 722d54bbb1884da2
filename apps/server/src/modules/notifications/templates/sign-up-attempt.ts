import type { Template } from './template';

/** Told to the owner of an email or phone someone tried to sign up with; the sign-up itself answers as if it worked. */
export const signUpAttemptTemplate: Template<{ name: string; link: string }> = {
  en: ({ name, link }) => ({
    subject: 'Someone tried to create a Camino account with your details',
    email: [
      `Hi ${name},`,
      '',
      'Someone just tried to create a new Camino account with your email or phone number. You already have an account, so no new one was created.',
      '',
      `If it was you, sign in or create a new password here: ${link}`,
      '',
      'If it was not you, you do not need to do anything.',
      '',
      'The Camino team',
    ].join('\n'),
    sms: `Camino: someone tried to create an account with your details; none was created. If it was you, sign in: ${link}`,
  }),
  es: ({ name, link }) => ({
    subject: 'Alguien intentó crear una cuenta de Camino con sus datos',
    email: [
      `Hola, ${name}:`,
      '',
      'Alguien acaba de intentar crear una cuenta nueva de Camino con su correo electrónico o su número de teléfono. Usted ya tiene una cuenta, así que no se creó ninguna.',
      '',
      `Si fue usted, inicie sesión o cree una contraseña nueva aquí: ${link}`,
      '',
      'Si no fue usted, no tiene que hacer nada.',
      '',
      'El equipo de Camino',
    ].join('\n'),
    sms: `Camino: alguien intentó crear una cuenta con sus datos; no se creó ninguna. Si fue usted, inicie sesión: ${link}`,
  }),
};
