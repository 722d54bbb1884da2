/**
 * The auth messages of the spec (sections 5 and 8) under stable keys, in both languages. The
 * server sends the English text in `detail` (or a field error's `message`) together with the key
 * in `reason`; the client shows the text of the user's language for that key.
 */
export const AUTH_MESSAGES = {
  invalidCredentials: {
    en: 'Login could not be completed. Verify your credentials and try again.',
    es: 'No se pudo iniciar sesión. Verifique sus datos e inténtelo de nuevo.',
  },
  accountNotActivated: {
    en: "You haven't activated your account yet. Check your email and activate it to continue.",
    es: 'Aún no ha activado su cuenta. Revise su correo electrónico y actívela para continuar.',
  },
  accountNotFound: {
    en: "We couldn't find an account with that email. Check it and try again.",
    es: 'No encontramos una cuenta con ese correo electrónico. Revíselo e inténtelo de nuevo.',
  },
  passwordResetSent: {
    en: 'If there is an account with this email or phone, we sent it a link to create a new password. If nothing arrives, check the address or create an account.',
    es: 'Si hay una cuenta con este correo electrónico o teléfono, le enviamos un enlace para crear una nueva contraseña. Si no le llega nada, revise la dirección o cree una cuenta.',
  },
  passwordResetLimit: {
    en: "You've reached the limit for password reset attempts. Please try again in 10 minutes.",
    es: 'Alcanzó el límite de intentos para restablecer la contraseña. Inténtelo de nuevo en 10 minutos.',
  },
  wrongCurrentPassword: {
    en: 'Your current password is incorrect. Please try again',
    es: 'Su contraseña actual es incorrecta. Inténtelo de nuevo',
  },
  tooManyLoginAttempts: {
    en: 'Too many failed attempts: logging in is locked for a while. Try again later or create a new password.',
    es: 'Demasiados intentos fallidos: el inicio de sesión está bloqueado por un tiempo. Inténtelo más tarde o cree una nueva contraseña.',
  },
  emailInUse: {
    en: 'This email is already in use.',
    es: 'Este correo electrónico ya está en uso.',
  },
  phoneInUse: {
    en: 'This phone number is already in use.',
    es: 'Este número de teléfono ya está en uso.',
  },
  emailMismatch: { en: 'The email does not match', es: 'El correo electrónico no coincide' },
  phoneMismatch: { en: 'The phone number does not match', es: 'El número de teléfono no coincide' },
  passwordMismatch: { en: 'Passwords do not match', es: 'Las contraseñas no coinciden' },
  invalidFormat: { en: 'Invalid format', es: 'Formato no válido' },
  required: { en: 'This field is required', es: 'Este campo es obligatorio' },
  passwordTooShort: {
    en: 'Use at least 8 characters',
    es: 'Use al menos 8 caracteres',
  },
  passwordNeedsUppercase: { en: 'Include an uppercase letter', es: 'Incluya una letra mayúscula' },
  passwordNeedsLowercase: { en: 'Include a lowercase letter', es: 'Incluya una letra minúscula' },
  passwordNeedsNumber: { en: 'Include a number', es: 'Incluya un número' },
  passwordNeedsSpecial: { en: 'Include a special character', es: 'Incluya un carácter especial' },
  passwordReused: {
    en: "You've used this password before. Choose a new one.",
    es: 'Ya usó esta contraseña antes. Elija una nueva.',
  },
  invalidLink: {
    en: 'This link is not valid. Check that you opened the latest one we sent you.',
    es: 'Este enlace no es válido. Verifique que abrió el último que le enviamos.',
  },
  linkExpired: {
    en: 'This link has expired. Ask for a new one to continue.',
    es: 'Este enlace venció. Pida uno nuevo para continuar.',
  },
  alreadyActivated: {
    en: 'Your account is already active. You can log in.',
    es: 'Su cuenta ya está activa. Puede iniciar sesión.',
  },
  invalidToken: { en: 'Token no válido', es: 'Token no válido' },
  temporarySessionRequired: {
    en: 'Your session has ended. Start again to continue.',
    es: 'Su sesión terminó. Comience de nuevo para continuar.',
  },
  socialSignInFailed: {
    en: 'We could not sign you in with that account. Try again or use your email.',
    es: 'No pudimos iniciar su sesión con esa cuenta. Inténtelo de nuevo o use su correo electrónico.',
  },
} as const satisfies Record<string, { en: string; es: string }>;

/** A stable key of an auth message, sent as `reason` in problems and field errors. */
export type AuthMessageKey = keyof typeof AUTH_MESSAGES;

/** The stable key of an English auth message, so the client can translate a field error. */
export function authMessageKey(englishText: string): AuthMessageKey | null {
  for (const [key, text] of Object.entries(AUTH_MESSAGES))
    if (text.en === englishText) return key as AuthMessageKey;
  return null;
}
