/**
 * Why a visitor is not eligible; the server decides with these keys and the not-eligible page shows
 * their texts. `stop` (⛔): the case type does not fit. `refer` (⚠️): it might fit,
 * but it is too risky or complex to prepare without a lawyer or accredited representative.
 * Keys are stable: the web app and stored outcomes refer to them, so a key no rule gives any more
 * (`asylum-not-in-us`, `tvisa-not-in-us`, `vawa-no-abuse`) stays for the outcomes already stored.
 */
export const REASONS = {
  'not-in-us': {
    kind: 'refer',
    en: 'Asylum and the T visa can be asked for only from inside the United States. A VAWA petition from abroad is possible in a few situations, with a lawyer’s help.',
    es: 'El asilo y la visa T solo se pueden pedir desde dentro de Estados Unidos. Una petición VAWA desde el extranjero es posible en pocas situaciones, con la ayuda de un abogado.',
  },
  'in-removal-proceedings': {
    kind: 'refer',
    en: 'You may have a case in immigration court. A lawyer needs to look at your case before you apply.',
    es: 'Es posible que tenga un caso en la corte de inmigración. Un abogado debe revisar su caso antes de que presente una solicitud.',
  },
  'prior-removal-order': {
    kind: 'refer',
    en: 'You may have an order to leave the U.S. or an earlier court case. A lawyer needs to look at your case first.',
    es: 'Es posible que tenga una orden de salir de EE. UU. o un caso anterior en la corte. Primero un abogado debe revisar su caso.',
  },
  'criminal-history': {
    kind: 'refer',
    en: 'An arrest, charge or conviction can change your options. A lawyer can tell you what it means for you.',
    es: 'Un arresto, una acusación o una condena pueden cambiar sus opciones. Un abogado puede decirle qué significa para usted.',
  },
  'arrest-as-persecution': {
    kind: 'refer',
    en: 'An arrest for who you are or what you did, like reporting the news, may be part of the harm you fled, not a crime. It must still be told on the forms; a lawyer can present it well.',
    es: 'Un arresto por quién es o lo que hizo, como informar, puede ser parte del daño del que huyó y no un delito. Aun así se debe contar en los formularios; un abogado puede presentarlo bien.',
  },
  'prior-filing': {
    kind: 'refer',
    en: 'You applied for this kind of protection before. A new application needs a lawyer’s help.',
    es: 'Usted ya pidió este tipo de protección antes. Una nueva solicitud necesita la ayuda de un abogado.',
  },
  'no-qualifying-situation': {
    kind: 'stop',
    en: 'From your answers, none of the cases Camino prepares fits your situation. Other options may exist; a legal aid office can help.',
    es: 'Según sus respuestas, ninguno de los casos que prepara Camino corresponde a su situación. Puede haber otras opciones; una oficina de ayuda legal puede orientarle.',
  },
  'answers-incomplete': {
    kind: 'stop',
    en: 'Some answers are missing. Please go back and answer every question.',
    es: 'Faltan algunas respuestas. Por favor, regrese y responda todas las preguntas.',
  },
  'asylum-not-in-us': {
    kind: 'stop',
    en: 'You can apply for asylum only while you are in the United States.',
    es: 'Solo puede pedir asilo mientras esté en Estados Unidos.',
  },
  'asylum-no-protected-ground': {
    kind: 'refer',
    en: 'Asylum protects people harmed because of their race, religion, nationality, political opinion or a group they belong to. A lawyer can tell you if your reason fits.',
    es: 'El asilo protege a personas a quienes les hacen daño por su raza, religión, nacionalidad, opinión política o un grupo al que pertenecen. Un abogado puede decirle si su razón corresponde.',
  },
  'asylum-deadline-passed-no-exception': {
    kind: 'stop',
    en: 'Asylum must usually be requested within one year of your last arrival, and no exception seems to apply. A lawyer can check other protection.',
    es: 'Normalmente el asilo se debe pedir dentro del año siguiente a su última llegada, y no parece aplicar ninguna excepción. Un abogado puede revisar otras protecciones.',
  },
  'asylum-exception-not-recent': {
    kind: 'refer',
    en: 'The change that allows a late asylum application happened a while ago. A lawyer can tell you if you can still apply.',
    es: 'El cambio que permite pedir asilo fuera de plazo ocurrió hace tiempo. Un abogado puede decirle si todavía puede presentar la solicitud.',
  },
  'asylum-persecutor-bar': {
    kind: 'refer',
    en: 'Having harmed or held others, even under orders, can block asylum. A lawyer needs to review this.',
    es: 'Haber hecho daño o detenido a otras personas, aunque fuera por órdenes, puede impedir el asilo. Un abogado debe revisar esto.',
  },
  'asylum-armed-group': {
    kind: 'refer',
    en: 'Any help given to an armed group, even when forced, can affect asylum. A lawyer needs to review this.',
    es: 'Cualquier ayuda dada a un grupo armado, aunque haya sido obligada, puede afectar el asilo. Un abogado debe revisar esto.',
  },
  'asylum-firm-resettlement': {
    kind: 'refer',
    en: 'An offer to live permanently in another country can affect asylum. A lawyer needs to review this.',
    es: 'Una oferta para vivir de forma permanente en otro país puede afectar el asilo. Un abogado debe revisar esto.',
  },
  'asylum-border-entry': {
    kind: 'refer',
    en: 'Special rules apply to people who crossed the southern border without inspection after May 2023. A lawyer needs to review your case.',
    es: 'Hay reglas especiales para quienes cruzaron la frontera sur sin control después de mayo de 2023. Un abogado debe revisar su caso.',
  },
  'vawa-abuser-not-citizen-or-resident': {
    kind: 'stop',
    en: 'VAWA requires that the person who abused you is or was a U.S. citizen or permanent resident. Other protection, like the U visa, may fit; a lawyer can help.',
    es: 'VAWA exige que la persona que le maltrató sea o haya sido ciudadana de EE. UU. o residente permanente. Puede haber otra protección, como la visa U; un abogado puede ayudarle.',
  },
  'vawa-abuser-status-unknown': {
    kind: 'refer',
    en: 'We need to know the immigration status of the person who abused you. A lawyer can help you find out.',
    es: 'Necesitamos saber el estatus migratorio de la persona que le maltrató. Un abogado puede ayudarle a averiguarlo.',
  },
  'vawasp-abuser-lost-status': {
    kind: 'stop',
    en: 'Your spouse lost their status more than 2 years ago, or for a reason not related to domestic violence. A lawyer can check other options.',
    es: 'Su esposo o esposa perdió su estatus hace más de 2 años, o por una razón que no tiene que ver con la violencia doméstica. Un abogado puede revisar otras opciones.',
  },
  'vawasp-marriage-ended-over-two-years': {
    kind: 'stop',
    en: 'The marriage ended more than 2 years ago. VAWA through a spouse must be filed within 2 years, with no extensions.',
    es: 'El matrimonio terminó hace más de 2 años. La solicitud VAWA por cónyuge se debe presentar dentro de 2 años, sin prórrogas.',
  },
  'vawasp-resident-spouse-died': {
    kind: 'stop',
    en: 'After a spouse dies, VAWA applies only if that spouse was a U.S. citizen. A lawyer can check other options.',
    es: 'Cuando el cónyuge fallece, VAWA aplica solo si era ciudadano de EE. UU. Un abogado puede revisar otras opciones.',
  },
  'vawasp-divorce-not-linked-to-abuse': {
    kind: 'refer',
    en: 'After a divorce, the divorce must be connected to the abuse. A lawyer can review your situation.',
    es: 'Después de un divorcio, el divorcio debe tener relación con el maltrato. Un abogado puede revisar su situación.',
  },
  'vawasp-marriage-ended-other-way': {
    kind: 'refer',
    en: 'Your marriage ended in a way that needs a lawyer’s review, like an annulment.',
    es: 'Su matrimonio terminó de una forma que necesita la revisión de un abogado, como una anulación.',
  },
  'vawasp-remarried': {
    kind: 'stop',
    en: 'Marrying again before a VAWA spouse petition is approved leads to a denial. A lawyer can check other options.',
    es: 'Volver a casarse antes de que se apruebe la petición VAWA por cónyuge lleva a una negación. Un abogado puede revisar otras opciones.',
  },
  'vawasp-not-good-faith': {
    kind: 'stop',
    en: 'VAWA requires a marriage entered in good faith, not only for immigration papers.',
    es: 'VAWA exige un matrimonio de buena fe, no solo para obtener papeles de inmigración.',
  },
  'vawa-did-not-live-together': {
    kind: 'stop',
    en: 'VAWA requires that you lived with the person who abused you.',
    es: 'VAWA exige que usted haya vivido con la persona que le maltrató.',
  },
  'vawa-no-abuse': {
    kind: 'stop',
    en: 'VAWA requires abuse or extreme cruelty by that family member.',
    es: 'VAWA exige maltrato o crueldad extrema por parte de ese familiar.',
  },
  'vawasp-abuse-outside-us': {
    kind: 'stop',
    en: 'Some of the abuse must have happened in the U.S., unless the spouse worked abroad for the U.S. government or military.',
    es: 'Parte del maltrato debe haber ocurrido en EE. UU., salvo que su cónyuge trabajara en el extranjero para el gobierno o el ejército de EE. UU.',
  },
  'vawasp-other-path-may-fit': {
    kind: 'refer',
    en: 'Because of earlier papers through this marriage, another path may fit you better. A lawyer can compare them.',
    es: 'Por los papeles anteriores basados en este matrimonio, puede haber otro camino mejor para usted. Un abogado puede compararlos.',
  },
  'vawa-moral-character': {
    kind: 'refer',
    en: 'VAWA requires good moral character. Some of your answers need a lawyer’s review.',
    es: 'VAWA exige buen carácter moral. Algunas de sus respuestas necesitan la revisión de un abogado.',
  },
  'vawach-parent-lost-status': {
    kind: 'refer',
    en: 'Your parent lost their status. Whether you can still apply depends on when and why; a lawyer can review it.',
    es: 'Su padre o madre perdió su estatus. Si todavía puede presentar la solicitud depende de cuándo y por qué; un abogado puede revisarlo.',
  },
  'vawach-relationship-after-18': {
    kind: 'stop',
    en: 'A stepparent counts only if the marriage happened before you turned 18.',
    es: 'Un padrastro o una madrastra cuenta solo si el matrimonio ocurrió antes de que usted cumpliera 18 años.',
  },
  'vawach-adoptive-parent': {
    kind: 'refer',
    en: 'Cases with an adoptive parent have extra rules. A lawyer needs to review yours.',
    es: 'Los casos con un padre o madre adoptivo tienen reglas adicionales. Un abogado debe revisar el suyo.',
  },
  'vawach-too-old': {
    kind: 'stop',
    en: 'VAWA as a child must be filed before 21, or before 25 if the abuse was a main reason for the delay.',
    es: 'VAWA como hijo o hija se debe presentar antes de los 21 años, o antes de los 25 si el maltrato fue una razón principal del retraso.',
  },
  'vawach-age-21-to-24': {
    kind: 'refer',
    en: 'Between 21 and 24 you must prove the abuse was a main reason you waited. A lawyer can help you show it.',
    es: 'Entre los 21 y los 24 años debe demostrar que el maltrato fue una razón principal de la espera. Un abogado puede ayudarle a demostrarlo.',
  },
  'vawach-minor': {
    kind: 'refer',
    en: 'You are under 18. A trusted adult and a lawyer should help you with this case.',
    es: 'Usted es menor de 18 años. Un adulto de confianza y un abogado deben ayudarle con este caso.',
  },
  'vawach-married': {
    kind: 'stop',
    en: 'VAWA as a child requires that you are not married.',
    es: 'VAWA como hijo o hija exige que usted no esté casado o casada.',
  },
  'tvisa-no-trafficking': {
    kind: 'stop',
    en: 'From your answers, what happened may not meet the legal meaning of trafficking. Other protection, like the U visa, may fit; a lawyer can help.',
    es: 'Según sus respuestas, lo que pasó puede no cumplir la definición legal de trata. Puede haber otra protección, como la visa U; un abogado puede ayudarle.',
  },
  'tvisa-not-in-us': {
    kind: 'stop',
    en: 'The T visa requires that you are in the United States.',
    es: 'La visa T exige que usted esté en Estados Unidos.',
  },
  'tvisa-left-us': {
    kind: 'refer',
    en: 'Leaving the U.S. after the trafficking can affect a T visa. A lawyer needs to review this.',
    es: 'Salir de EE. UU. después de la trata puede afectar la visa T. Un abogado debe revisar esto.',
  },
  'tvisa-presence-not-due-to-trafficking': {
    kind: 'refer',
    en: 'The T visa requires that you are in the U.S. because of the trafficking. A lawyer can review your situation.',
    es: 'La visa T exige que usted esté en EE. UU. a causa de la trata. Un abogado puede revisar su situación.',
  },
  'tvisa-refused-to-cooperate': {
    kind: 'stop',
    en: 'The T visa requires help with reasonable requests from law enforcement, unless an exception applies. A lawyer can review your situation.',
    es: 'La visa T exige colaborar con las solicitudes razonables de las autoridades, salvo que aplique una excepción. Un abogado puede revisar su situación.',
  },
  'tvisa-not-reported': {
    kind: 'refer',
    en: 'The T visa usually requires reporting the trafficking to law enforcement. A lawyer or an advocate can help you do it safely.',
    es: 'La visa T normalmente exige denunciar la trata a las autoridades. Un abogado o una persona de apoyo puede ayudarle a hacerlo de forma segura.',
  },
  'tvisa-no-extreme-hardship': {
    kind: 'refer',
    en: 'The T visa requires serious harm if you had to leave, beyond money problems. A lawyer can review your situation.',
    es: 'La visa T exige un daño grave si tuviera que salir, más allá de los problemas económicos. Un abogado puede revisar su situación.',
  },
  'tvisa-trafficker-bar': {
    kind: 'refer',
    en: 'Having helped the traffickers, even when forced, needs a lawyer’s review.',
    es: 'Haber ayudado a los tratantes, aunque fuera por obligación, necesita la revisión de un abogado.',
  },
  'tvisa-admissibility': {
    kind: 'refer',
    en: 'Entering without inspection or using false papers needs a waiver. A lawyer can ask for it.',
    es: 'Haber entrado sin control o haber usado papeles falsos requiere un perdón (waiver). Un abogado puede pedirlo.',
  },
} as const satisfies Record<string, { kind: 'stop' | 'refer'; en: string; es: string }>;

/** Stable key of a reason why a visitor, or one case type, is not eligible. */
export type ReasonKey = keyof typeof REASONS;

/** The text of a stored reason key in a language, or null for a key this version does not know. */
export function reasonText(key: string, lang: 'en' | 'es'): string | null {
  return key in REASONS ? REASONS[key as ReasonKey][lang] : null;
}

/** Every reason key, in table order. */
export const REASON_KEYS = Object.keys(REASONS) as ReasonKey[];
