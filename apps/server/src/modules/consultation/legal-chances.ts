import type { ConsultationLanguage } from '@camino/contracts';
import { foldText } from './search-terms';

// Questions about the applicant's own prospects: answering them would be legal advice, so they go to a
// lawyer. Matched on folded text (lower case, no accents).
const PATTERNS: Record<ConsultationLanguage, readonly RegExp[]> = {
  en: [
    /\b(my|our)\s+(chances?|odds|prospects)\b/,
    /\b(will|would|could|can|am|do)\s+(i|we)\s+(win|lose|get\s+(approved|denied|deported|rejected)|be\s+(approved|denied|deported|rejected|granted))\b/,
    /\b(win|lose)\s+(my|our)\s+case\b/,
    /\b(strong|good|weak|winning)\s+case\b/,
    /\b(do|does)\s+(i|my\s+case)\s+(qualify|have\s+a\s+chance)\b/,
    /\blikely\s+(to\s+)?(win|be\s+(approved|granted|denied))\b/,
    /\bshould\s+i\s+(apply|file|get\s+a\s+lawyer)\b/,
  ],
  es: [
    /\b(mis|nuestras)\s+(posibilidades|probabilidades|chances|oportunidades)\b/,
    /\b(voy|vamos)\s+a\s+(ganar|perder)\b/,
    /\b(puedo|podre|podria)\s+(ganar|perder)\b/,
    /\b(gano|ganare|pierdo|perdere|ganar|perder)\s+(mi|el)\s+caso\b/,
    /\bme\s+(van\s+a|lo\s+van\s+a|la\s+van\s+a)\s+(aprobar|negar|dar|deportar|rechazar)\b/,
    /\b(me\s+)?(aprobaran|negaran|deportaran|rechazaran)\b/,
    /\bcaso\s+(fuerte|solido|bueno|debil)\b/,
    /\btengo\s+(buenas\s+)?(posibilidades|probabilidades|oportunidad|chance)\b/,
    /\b(califico|calificare|califica\s+mi\s+caso)\b/,
    /\bdeberia\s+(aplicar|solicitar|pedir\s+un\s+abogado)\b/,
  ],
};

/** Whether a question asks about the applicant's own legal chances (checked in both languages). */
export function asksAboutLegalChances(question: string): boolean {
  const folded = foldText(question);
  return [...PATTERNS.en, ...PATTERNS.es].some((pattern) => pattern.test(folded));
}
