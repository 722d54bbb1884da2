/** Reading the applicant's text: words, paragraphs, sentences, and whether a paragraph says when and where. */
import { findDateMentions } from './date-mentions';

export function countWords(text: string): number {
  const words = text.trim().match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu);
  return words === null ? 0 : words.length;
}

export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

/** Folded for comparison: lower case, no accents. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A paragraph short enough to be a transition rather than an incident is not held to a date and place. */
export const INCIDENT_MIN_WORDS = 8;

const APPROXIMATE_TIME = [
  'about',
  'around',
  'approximately',
  'last year',
  'years ago',
  'months ago',
  'weeks ago',
  'days ago',
  'spring',
  'summer',
  'autumn',
  'fall of',
  'winter',
  'christmas',
  'easter',
  'that night',
  'the next day',
  'aproximadamente',
  'alrededor de',
  'hace',
  'el ano pasado',
  'primavera',
  'verano',
  'otono',
  'invierno',
  'navidad',
  'semana santa',
  'esa noche',
  'al dia siguiente',
];

const PLACE_WORDS = [
  'house',
  'home',
  'street',
  'road',
  'market',
  'school',
  'church',
  'work',
  'store',
  'shop',
  'town',
  'village',
  'city',
  'neighborhood',
  'neighbourhood',
  'kitchen',
  'bedroom',
  'apartment',
  'farm',
  'field',
  'bus',
  'station',
  'park',
  'office',
  'border',
  'restaurant',
  'hotel',
  'car',
  'river',
  'police',
  'casa',
  'calle',
  'carretera',
  'mercado',
  'escuela',
  'iglesia',
  'trabajo',
  'tienda',
  'pueblo',
  'aldea',
  'ciudad',
  'colonia',
  'barrio',
  'cocina',
  'cuarto',
  'apartamento',
  'finca',
  'campo',
  'autobus',
  'estacion',
  'parque',
  'oficina',
  'frontera',
  'restaurante',
  'hotel',
  'carro',
  'rio',
  'policia',
  'cantina',
];

const MONTH_NAMES = new Set([
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'setiembre',
  'octubre',
  'noviembre',
  'diciembre',
]);

const containsPhrase = (folded: string, phrase: string) =>
  new RegExp(`(^|[^\\p{L}])${phrase}([^\\p{L}]|$)`, 'u').test(folded);

/** A date, a month or year, or an approximate time ("about", "that summer", "hace dos años"). */
export function saysWhen(paragraph: string, lang: 'en' | 'es'): boolean {
  if (findDateMentions(paragraph, lang).length > 0) return true;
  const folded = fold(paragraph);
  if ([...MONTH_NAMES].some((name) => containsPhrase(folded, name))) return true;
  return APPROXIMATE_TIME.some((phrase) => containsPhrase(folded, phrase));
}

/** A named place ("in San Miguel", "en Tegucigalpa") or a kind of place ("at my house", "en el mercado"). */
export function saysWhere(paragraph: string): boolean {
  for (const match of paragraph.matchAll(
    /\b(?:in|at|near|en|cerca de)\s+(?:the\s+|el\s+|la\s+)?(\p{Lu}\p{L}+)/gu,
  )) {
    if (!MONTH_NAMES.has(fold(match[1]!))) return true;
  }
  const folded = fold(paragraph);
  return PLACE_WORDS.some((word) => containsPhrase(folded, `${word}s?`));
}
