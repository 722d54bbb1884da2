/**
 * Family members (derivatives) the main applicant may add to the case. The product supports a spouse
 * and children only. Left out on purpose: the T visa also lets a principal under 21 (or any principal
 * whose relatives face retaliation) include parents and unmarried siblings under 18, and VAWA and
 * asylum relatives abroad can follow later through other forms; those cases go to a lawyer.
 */
import { z } from 'zod';
import { text } from '../text/text';
import type { Strategy } from '../constants';
import { CHILD_MAX_AGE_YEARS } from '../constants';
import type { CalendarDay } from './calendar-date';
import { ageOn, calendarDaySchema } from './calendar-date';

export const DERIVATIVE_MESSAGES = {
  derivativeRelationshipInvalid: {
    en: 'Choose spouse or child.',
    es: 'Elija cónyuge o hijo/a.',
  },
  derivativeNameRequired: {
    en: 'Enter the first and last name of your family member.',
    es: 'Escriba el nombre y el apellido de su familiar.',
  },
  derivativeInvalidFormat: { en: 'Invalid format', es: 'Formato no válido' },
  derivativeNameTooLong: {
    en: 'This name is too long.',
    es: 'Este nombre es demasiado largo.',
  },
  derivativeBirthDateInvalid: {
    en: 'Enter a real date of birth.',
    es: 'Escriba una fecha de nacimiento válida.',
  },
  derivativeAnswerRequired: {
    en: 'Please answer this question.',
    es: 'Por favor, responda esta pregunta.',
  },
  spouseNotAllowed: {
    en: 'A spouse cannot be added to this type of case.',
    es: 'No se puede agregar un cónyuge a este tipo de caso.',
  },
  childNotAllowed: {
    en: 'Children cannot be added to this type of case.',
    es: 'No se pueden agregar hijos a este tipo de caso.',
  },
  spouseNotMarried: {
    en: 'Only a spouse you are legally married to can be added.',
    es: 'Solo puede agregar a un cónyuge con quien esté casado o casada legalmente.',
  },
  spouseOutsideUs: {
    en: 'For asylum, a spouse can be added only if they are in the U.S. A family member abroad may be able to join you later.',
    es: 'En asilo, solo puede agregar a su cónyuge si está en EE. UU. Un familiar en el extranjero podría reunirse con usted más adelante.',
  },
  childMarried: {
    en: 'Only unmarried children can be added.',
    es: 'Solo puede agregar a hijos o hijas que no estén casados.',
  },
  childTooOld: {
    en: 'Only children under 21 can be added.',
    es: 'Solo puede agregar a hijos o hijas menores de 21 años.',
  },
  childOutsideUs: {
    en: 'Only children who live in the U.S. can be added.',
    es: 'Solo puede agregar a hijos o hijas que vivan en EE. UU.',
  },
  derivativeOneSpouse: {
    en: 'Only one spouse can be added.',
    es: 'Solo puede agregar a un cónyuge.',
  },
  derivativeBornInFuture: {
    en: 'The date of birth cannot be in the future.',
    es: 'La fecha de nacimiento no puede estar en el futuro.',
  },
} as const satisfies Record<string, { en: string; es: string }>;

/** A stable key of a family-member message, used as the schema's issue message and as `reason`. */
export type DerivativeMessageKey = keyof typeof DERIVATIVE_MESSAGES;

export const RELATIONSHIPS = ['spouse', 'child'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/**
 * Which relatives each case type lets the applicant include. Asylum: spouse and children. VAWA spouse:
 * the applicant's children only (the spouse is the abuser). VAWA child: the applicant's own children.
 * T visa: spouse and children (parents and siblings are not supported, see above).
 */
export const DERIVATIVES_BY_STRATEGY = {
  asylum: ['spouse', 'child'],
  vawasp: ['child'],
  vawach: ['child'],
  tvisa: ['spouse', 'child'],
} as const satisfies Record<Strategy, readonly Relationship[]>;

const nameSchema = text({
  invalidMessage: 'derivativeInvalidFormat',
  requiredMessage: 'derivativeNameRequired',
})
  .min(1, { message: 'derivativeNameRequired' })
  .max(100, { message: 'derivativeNameTooLong' });

const answerSchema = z.boolean({ message: 'derivativeAnswerRequired' });

/** A family member as the applicant describes them; eligibility is checked by `canAddDerivative`. */
export const familyMemberSchema = z.object({
  relationship: z.enum(RELATIONSHIPS, { message: 'derivativeRelationshipInvalid' }),
  /** The assigned name, needed before any document can be uploaded for them. */
  firstName: nameSchema,
  lastName: nameSchema,
  dateOfBirth: calendarDaySchema('derivativeBirthDateInvalid'),
  married: answerSchema,
  livesInUs: answerSchema,
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

export type DerivativeCheck =
  { readonly ok: true } | { readonly ok: false; readonly reasons: readonly DerivativeMessageKey[] };

/** The relationships a case type accepts as derivatives. */
export function allowedRelationships(strategy: Strategy): readonly Relationship[] {
  return DERIVATIVES_BY_STRATEGY[strategy];
}

/**
 * Whether a family member may be added to a case of this type, with every reason when not. Age is taken
 * on `onDay`: the filing day once the case is filed (the age is then frozen), otherwise today.
 */
export function canAddDerivative(
  strategy: Strategy,
  member: FamilyMember,
  onDay: CalendarDay,
): DerivativeCheck {
  const reasons: DerivativeMessageKey[] = [];
  if (!(allowedRelationships(strategy) as readonly Relationship[]).includes(member.relationship)) {
    reasons.push(member.relationship === 'spouse' ? 'spouseNotAllowed' : 'childNotAllowed');
    return { ok: false, reasons };
  }
  if (member.dateOfBirth > onDay) reasons.push('derivativeBornInFuture');
  if (member.relationship === 'spouse') {
    if (!member.married) reasons.push('spouseNotMarried');
    // Only an asylum spouse must already be in the U.S. (I-589 derivatives are in the U.S.).
    if (strategy === 'asylum' && !member.livesInUs) reasons.push('spouseOutsideUs');
  } else {
    if (member.married) reasons.push('childMarried');
    if (member.dateOfBirth <= onDay && ageOn(member.dateOfBirth, onDay) >= CHILD_MAX_AGE_YEARS)
      reasons.push('childTooOld');
    if (!member.livesInUs) reasons.push('childOutsideUs');
  }
  return reasons.length === 0 ? { ok: true } : { ok: false, reasons };
}
