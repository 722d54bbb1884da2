/**
 * The one reader of the account's safe contact (`account.safeContact`, from the eligibility answers):
 * the safe mailing address a survivor gave, and whether email and text messages are safe.
 */
export interface SafeAddress {
  inCareOf?: string;
  street: string;
  unit?: string;
  city: string;
  state: string;
  zip: string;
}

/** The safe mailing address a survivor gave, when there is one. */
export function safeAddressOf(safeContact: unknown): SafeAddress | null {
  const address = (safeContact as { mailingAddress?: SafeAddress | null } | null)?.mailingAddress;
  return address && address.street && address.city && address.state && address.zip ? address : null;
}

/** Whether each channel is safe; an account never asked (no abuse or trafficking) keeps them all. */
export function safeChannelsOf(safeContact: unknown): {
  email: boolean;
  textMessages: boolean;
  /** Letters to where the applicant lives. */
  letters: boolean;
} {
  const choices = (safeContact ?? {}) as { email?: unknown; textMessages?: unknown; mail?: unknown };
  return {
    email: choices.email !== false,
    textMessages: choices.textMessages !== false,
    letters: choices.mail !== false,
  };
}
