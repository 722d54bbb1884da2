/**
 * The `reason` a problem may carry: a stable key, one spelling each, that the server's errors set and
 * the web app turns into a message. A reason with a message catalog of its own (sign-in and account,
 * payment, family members, refused uploads) comes from that catalog; the others are listed here.
 */
import type { AuthMessageKey } from './auth/messages';
import type { UploadRefusal } from './documents/file-limits';
import type { PaymentMessageKey } from './payments/messages';
import type { DerivativeMessageKey } from './workspace/derivatives';

export const OTHER_PROBLEM_REASONS = [
  // The case: its state machine and who may change it.
  'case.readOnly',
  'case.stepNotReached',
  'case.eventNotAllowed',
  'case.guardFailed',
  'case.strategyMissing',
  'case.strategyLocked',
  'case.noStrategy',
  'case.notComplete',
  // Sign-in: a form posted from another site.
  'cross_site',
  // Agreements: the text accepted must be the current one.
  'termsVersion',
  'contractVersion',
  // Payments.
  'payment.notPaidYet',
  'payment.notPayable',
  'payment.nothingDue',
  'payment.noSavedMethod',
  'payment.noInstallmentsLeft',
  'payment.installmentProcessing',
  'payment.checkoutPending',
  'payment.familyMembersNotCovered',
  'payment.familyMembersCovered',
  'payment.downPaymentInvalid',
  'payment.downPaymentTooLow',
  'payment.downPaymentNotBelowFull',
  // Documents and their translations.
  'documentNotOnChecklist',
  'uploadRepeated',
  'uploadMissing',
  'derivativeUnnamed',
  'evidenceTypeUnknown',
  'noDocumentData',
  'translationOfTranslation',
  'sourceLanguageRequired',
  'translation.notEnglish',
  'translation.notNeeded',
  'translation.notConfigured',
  'translation.failed',
  'translation.incomplete',
  'translation.unreviewed',
  'translation.outOfDate',
  'translation.certificateUnavailable',
  'upload.empty',
  'upload.tooLarge',
  'upload.unsupportedType',
  'upload.unreadable',
  'upload.unclearPicture',
  'upload.busy',
  'signature.unreadable',
  // Review and package.
  'review.requestNotAllowed',
  'review.noOpenRequest',
  'review.confirmNotAllowed',
  'review.approveNotAllowed',
  'review.screeningChanged',
  'review.nothingChanged',
  'review.stillMissing',
  'package.notFailed',
  // After filing.
  'afterFiling.notSent',
  'afterFiling.noReceipt',
  'afterFiling.noInterview',
  // Health assessment partner.
  'healthPartner.unavailable',
  'healthPartner.disclosureChanged',
] as const;

export type ProblemReason =
  | (typeof OTHER_PROBLEM_REASONS)[number]
  | AuthMessageKey
  | PaymentMessageKey
  | DerivativeMessageKey
  | UploadRefusal;
