import type { Template } from './template';

/** Sent after every successful payment; amounts arrive already formatted for the language. */
export const paymentReceiptTemplate: Template<{
  name: string;
  receiptNumber: string;
  amount: string;
  tax: string;
  total: string;
  date: string;
  /** "Visa ending in 4242", already in the message's language; empty when unknown. */
  card: string;
  link: string;
}> = {
  en: (p) => ({
    subject: `Camino receipt ${p.receiptNumber}`,
    email: [
      `Hi ${p.name},`,
      '',
      'Thank you. We received your payment.',
      '',
      `Receipt: ${p.receiptNumber}`,
      `Date: ${p.date}`,
      `Amount: ${p.amount}`,
      `Tax: ${p.tax}`,
      `Total paid: ${p.total}`,
      ...(p.card ? [`Card: ${p.card}`] : []),
      '',
      `You can see your payments and what is left to pay here: ${p.link}`,
      '',
      'The Camino team',
    ].join('\n'),
    sms: `Camino: we received your payment of ${p.total}. Receipt ${p.receiptNumber}.`,
  }),
  es: (p) => ({
    subject: `Recibo de Camino ${p.receiptNumber}`,
    email: [
      `Hola, ${p.name}:`,
      '',
      'Gracias. Recibimos su pago.',
      '',
      `Recibo: ${p.receiptNumber}`,
      `Fecha: ${p.date}`,
      `Importe: ${p.amount}`,
      `Impuesto: ${p.tax}`,
      `Total pagado: ${p.total}`,
      ...(p.card ? [`Tarjeta: ${p.card}`] : []),
      '',
      `Puede ver sus pagos y lo que falta por pagar aquí: ${p.link}`,
      '',
      'El equipo de Camino',
    ].join('\n'),
    sms: `Camino: recibimos su pago de ${p.total}. Recibo ${p.receiptNumber}.`,
  }),
};
