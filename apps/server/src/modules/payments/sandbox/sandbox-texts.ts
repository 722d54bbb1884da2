/** Every text of the sandbox checkout page and of the page the provider returns to, in both languages. */
import type { CheckoutStatus } from '@camino/contracts';

export const PAGE_TEXTS = {
  en: {
    title: 'Pay with a card',
    sandboxNotice: 'Test mode: no real card is charged. Use one of the test cards below.',
    amountLabel: 'Amount to pay',
    saveMethodIntro: 'Enter the card to use for your next payments. Nothing is charged now.',
    nameOnCard: 'Name on card',
    number: 'Card number',
    expiry: 'Expiration date (MM/YY)',
    cvv: 'Security code (CVV)',
    postalCode: 'ZIP code',
    email: 'Email for the receipt',
    pay: 'Pay',
    saveCard: 'Save card',
    cancel: 'Cancel payment',
    errorSummary: 'Please correct the following:',
    testCards: 'Test cards',
    testCardsHelp: 'Any future expiration date, any security code of the right length, any ZIP code.',
    outcomes: {
      success: 'succeeds',
      declined: 'is declined',
      pending: 'stays pending',
      'processor-error': 'processor error',
    },
    close: 'Close this window',
    settleIntro: 'Test mode: choose what the bank answers.',
    settleSucceeded: 'Bank approves the payment',
    settleFailed: 'Bank refuses the payment',
    notFound: 'This payment page does not exist or has expired.',
    processorError:
      'The payment service had a problem on its side. Nothing was charged; please try again in a few minutes.',
  },
  es: {
    title: 'Pagar con tarjeta',
    sandboxNotice:
      'Modo de prueba: no se cobra ninguna tarjeta real. Use una de las tarjetas de prueba de abajo.',
    amountLabel: 'Importe a pagar',
    saveMethodIntro: 'Escriba la tarjeta que se usará para sus próximos pagos. No se cobra nada ahora.',
    nameOnCard: 'Nombre en la tarjeta',
    number: 'Número de la tarjeta',
    expiry: 'Fecha de vencimiento (MM/AA)',
    cvv: 'Código de seguridad (CVV)',
    postalCode: 'Código postal',
    email: 'Correo electrónico para el recibo',
    pay: 'Pagar',
    saveCard: 'Guardar tarjeta',
    cancel: 'Cancelar el pago',
    errorSummary: 'Corrija lo siguiente:',
    testCards: 'Tarjetas de prueba',
    testCardsHelp:
      'Cualquier fecha de vencimiento futura, cualquier código de seguridad del largo correcto y cualquier código postal.',
    outcomes: {
      success: 'se aprueba',
      declined: 'se rechaza',
      pending: 'queda pendiente',
      'processor-error': 'error del procesador',
    },
    close: 'Cerrar esta ventana',
    settleIntro: 'Modo de prueba: elija qué responde el banco.',
    settleSucceeded: 'El banco aprueba el pago',
    settleFailed: 'El banco rechaza el pago',
    notFound: 'Esta página de pago no existe o ya venció.',
    processorError:
      'El servicio de pagos tuvo un problema de su lado. No se cobró nada; por favor, inténtelo de nuevo en unos minutos.',
  },
} as const;

export type PageTexts = (typeof PAGE_TEXTS)[keyof typeof PAGE_TEXTS];

/** The result shown once a checkout is over (or waiting for the bank). */
export const RESULT_TEXTS: Record<'en' | 'es', Record<CheckoutStatus, { heading: string; body: string }>> = {
  en: {
    succeeded: {
      heading: 'Payment received',
      body: 'Thank you. You can close this window and continue in Camino.',
    },
    failed: {
      heading: 'The payment did not go through',
      body: 'There was a problem processing your payment. Please try again. You can close this window.',
    },
    pending: {
      heading: 'Your bank is confirming the payment',
      body: 'This can take a little while. You can close this window; Camino will show the result.',
    },
    cancelled: {
      heading: 'Payment cancelled',
      body: 'Nothing was charged. You can close this window.',
    },
    'in-progress': {
      heading: 'Payment in progress',
      body: 'Keep this window open until the payment is finished.',
    },
  },
  es: {
    succeeded: {
      heading: 'Pago recibido',
      body: 'Gracias. Puede cerrar esta ventana y continuar en Camino.',
    },
    failed: {
      heading: 'El pago no se completó',
      body: 'Hubo un problema al procesar su pago. Por favor, inténtelo de nuevo. Puede cerrar esta ventana.',
    },
    pending: {
      heading: 'Su banco está confirmando el pago',
      body: 'Esto puede tardar un poco. Puede cerrar esta ventana; Camino mostrará el resultado.',
    },
    cancelled: {
      heading: 'Pago cancelado',
      body: 'No se cobró nada. Puede cerrar esta ventana.',
    },
    'in-progress': {
      heading: 'Pago en curso',
      body: 'Mantenga esta ventana abierta hasta que termine el pago.',
    },
  },
};
