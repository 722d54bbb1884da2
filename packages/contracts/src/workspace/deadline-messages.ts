/**
 * What the case card says under a filing deadline, per explanation key, in both languages. Plain and
 * kind; it describes the rule and suggests a next step, never promises an outcome and never gives
 * legal advice.
 */
export const DEADLINE_MESSAGES = {
  asylumOk: {
    en: 'You must file within 1 year of your last arrival in the U.S. Your application counts as filed on the day USCIS receives it, not the day you mail it.',
    es: 'Debe presentar su solicitud dentro de 1 año desde su última llegada a EE. UU. Cuenta como presentada el día en que USCIS la recibe, no el día en que usted la envía.',
  },
  asylumNear: {
    en: 'Your 1-year filing deadline is coming soon. Try to finish and file as soon as you can, and leave time for the mail: USCIS must receive your application by this date.',
    es: 'Su plazo de 1 año para presentar se acerca. Intente terminar y presentar lo antes posible, y deje tiempo para el correo: USCIS debe recibir su solicitud a más tardar en esta fecha.',
  },
  asylumPassed: {
    en: 'More than 1 year has passed since your last arrival. A late application may still be accepted if your circumstances changed or something extraordinary kept you from filing, and then you must file soon. Please talk to a lawyer or accredited representative before you file.',
    es: 'Ha pasado más de 1 año desde su última llegada. Una solicitud tardía todavía puede aceptarse si sus circunstancias cambiaron o algo extraordinario le impidió presentarla, y en ese caso debe presentarla pronto. Hable con un abogado o representante acreditado antes de presentarla.',
  },
  asylumUnknown: {
    en: 'We do not have the date of your last arrival in the U.S. yet, so we cannot show your filing deadline. You will give this date in the legal questions. In most cases, asylum must be requested within 1 year of your last arrival.',
    es: 'Todavía no tenemos la fecha de su última llegada a EE. UU., así que no podemos mostrarle su fecha límite. Usted dará esta fecha en las preguntas legales. En la mayoría de los casos, el asilo debe solicitarse dentro de 1 año desde su última llegada.',
  },
  vawaSpouseOk: {
    en: 'You must file within 2 years of the date shown: the divorce, the death of your spouse, or your spouse losing their status, whichever came first. This deadline cannot be extended.',
    es: 'Debe presentar su solicitud dentro de los 2 años desde la fecha indicada: el divorcio, o la muerte o la pérdida de estatus de su cónyuge, lo que haya ocurrido primero. Este plazo no se puede extender.',
  },
  vawaSpouseNear: {
    en: 'Your 2-year filing window ends soon and cannot be extended. Try to finish and file as soon as you can.',
    es: 'Su plazo de 2 años para presentar termina pronto y no se puede extender. Intente terminar y presentar lo antes posible.',
  },
  vawaSpousePassed: {
    en: 'The 2-year filing window appears to have ended. Other options may exist for you. Please talk to a lawyer or accredited representative before you continue.',
    es: 'Parece que el plazo de 2 años para presentar ya terminó. Es posible que tenga otras opciones. Hable con un abogado o representante acreditado antes de continuar.',
  },
  vawaSpouseNone: {
    en: 'While you are still married there is no filing deadline. If the marriage ends, or your spouse dies or loses their status, a 2-year window to file begins.',
    es: 'Mientras siga casado o casada no hay fecha límite para presentar. Si el matrimonio termina, o su cónyuge muere o pierde su estatus, comienza un plazo de 2 años para presentar.',
  },
  vawaSpouseUnknown: {
    en: 'Tell us whether you are still married, or the date of the divorce, death or loss of status, so we can show your filing deadline.',
    es: 'Indíquenos si sigue casado o casada, o la fecha del divorcio, la muerte o la pérdida de estatus, para que podamos mostrarle su fecha límite.',
  },
  vawaChildOk: {
    en: 'You must file before you turn 21. If the abuse was a main reason you waited, you may be able to file until you turn 25.',
    es: 'Debe presentar su solicitud antes de cumplir 21 años. Si el abuso fue una razón principal por la que esperó, es posible que pueda presentarla hasta antes de cumplir 25.',
  },
  vawaChildDelayOk: {
    en: 'Because the abuse was a main reason you waited, you must file before you turn 25. You will need to explain and show why you waited.',
    es: 'Como el abuso fue una razón principal por la que esperó, debe presentar su solicitud antes de cumplir 25 años. Tendrá que explicar y demostrar por qué esperó.',
  },
  vawaChildStatusLossOk: {
    en: 'Because your parent lost their status, you must file within 2 years of that date. This deadline cannot be extended.',
    es: 'Como su padre o madre perdió su estatus, debe presentar su solicitud dentro de los 2 años desde esa fecha. Este plazo no se puede extender.',
  },
  vawaChildNear: {
    en: 'Your filing deadline is coming soon. Try to finish and file as soon as you can.',
    es: 'Su fecha límite para presentar se acerca. Intente terminar y presentar lo antes posible.',
  },
  vawaChildPassed: {
    en: 'You are now 21 or older. If the abuse was a main reason you waited, you may still be able to file before you turn 25. Please talk to a lawyer or accredited representative before you continue.',
    es: 'Ya tiene 21 años o más. Si el abuso fue una razón principal por la que esperó, es posible que aún pueda presentar su solicitud antes de cumplir 25. Hable con un abogado o representante acreditado antes de continuar.',
  },
  vawaChildPassedFinal: {
    en: 'The filing deadline appears to have passed. Other options may exist for you. Please talk to a lawyer or accredited representative before you continue.',
    es: 'Parece que la fecha límite para presentar ya pasó. Es posible que tenga otras opciones. Hable con un abogado o representante acreditado antes de continuar.',
  },
  vawaChildUnknown: {
    en: 'Add your date of birth so we can show your filing deadline.',
    es: 'Agregue su fecha de nacimiento para que podamos mostrarle su fecha límite.',
  },
  tVisaNone: {
    en: 'The T visa has no filing deadline. Filing while your memories and evidence are fresh can still make your case easier to prepare.',
    es: 'La visa T no tiene fecha límite para presentar. Aun así, presentar mientras sus recuerdos y pruebas están frescos puede facilitar la preparación de su caso.',
  },
  datesInvalid: {
    en: 'One of the dates you gave is in the future or not a real date. Check your dates so we can show your filing deadline.',
    es: 'Una de las fechas que dio está en el futuro o no es una fecha válida. Revise sus fechas para que podamos mostrarle su fecha límite.',
  },
} as const satisfies Record<string, { en: string; es: string }>;

/** A stable key of a deadline explanation. */
export type DeadlineExplanationKey = keyof typeof DEADLINE_MESSAGES;
