import type { ConsultationTopic } from '@camino/contracts';
import { foldText } from './search-terms';

// What a question touches that no guide may answer alone: a danger to the person, a crime or
// criminal record, a court, a deadline already passed. Matched on folded text (lower case, no
// accents), in both languages whatever the page's, and kept narrow enough that a question about the
// process ("what evidence of the abuse do I need?") is not mistaken for one about a present danger.
const PATTERNS: Record<ConsultationTopic, readonly RegExp[]> = {
  danger: [
    /\b(hits?|hitting|beats?|beating|hurts?|hurting|chokes?|choked|slaps?|slapped|punch(es|ed)?|kicks?|kicked|pushe[sd])\s+(me|us|my\s+\w+)\b/,
    /\b(violen\w*|threat\w*|kill\w*|danger\w*|unsafe|not\s+safe|stalk\w*|rap(e|ed|ist)|assault\w*|weapons?|guns?|knife|emergency)\b/,
    /\b(abus(es|ing|ive|er|ers)|traffick\w*|smugglers?|pimp)\b/,
    /\b(forc(es|ed|ing)|make?s?|made)\s+me\s+(to\s+)?(work|have\s+sex|stay)\b/,
    /\b(take|took|taking)\s+(away\s+)?(my|the|our)\s+(kids|children|child|son|daughter|baby|passport|papers|documents)\b/,
    /\b(follows?|following|watch(es|ing)?|track(s|ing)?)\s+me\b/,
    /\b(golpe\w*|me\s+pega\w*|me\s+maltrat\w*|maltratador\w*|violen\w*|amenaz\w*|matar(me|nos)?|me\s+mata\w*|peligro\w*|acos\w*|viola(cion|r|do|da|ron|dor)|abus(a|an|aba|aban|ador|adora|adores)\b|tratantes?|trata\s+de\s+personas|traficantes?|proxenet\w*|armas?\b|pistolas?|cuchillos?|emergencia)/,
    /\b(me\s+obliga\w*|me\s+forz\w*)\b/,
    /\b(quitar(me)?|me\s+quit\w*)\s+(a\s+)?(mis|los|las|el|la|mi)\s+(hij\w*|nin\w*|bebe|pasaporte|papeles|documentos)\b/,
    /\bme\s+(sigue|vigila|espia|controla)\b/,
    /\bno\s+(me\s+siento|estoy)\s+(segur[oa]|a\s+salvo)\b/,
  ],
  crime: [
    /\b(arrest\w*|criminal|crimes?|convict\w*|charged\s+with|charges\s+against|jail|prison|probation|felon\w*|misdemeanou?rs?|dui|dwi|police\s+record|record\s+with\s+the\s+police)\b/,
    /\b(arrest\w*|detenid[oa]s?|delitos?|criminal(es)?|antecedentes|condena\w*|carcel|prision|acusad[oa]s?|cargos\s+(penales|criminales|en\s+mi\s+contra)|libertad\s+condicional|record\s+policial)\b/,
  ],
  court: [
    /\b(immigration\s+court|court\s+(date|case|hearing)|judges?|hearings?|notice\s+to\s+appear|removal|deport\w*|ice\s+(agents?|officers?|detention))\b/,
    /\b(corte\s+de\s+inmigracion|corte|juez|jueza|tribunal|audiencias?|comparecencia|deport\w*|remocion|orden\s+de\s+salida)\b/,
  ],
  deadline: [
    /\b(missed|miss)\s+(the\s+|my\s+)?(deadline|date|appointment|biometrics|interview|hearing)\b/,
    /\b(after|past|passed|over)\s+(the\s+|my\s+)?(deadline|one[-\s]year\s+(deadline|limit)|filing\s+deadline)\b/,
    /\bdeadline\s+(has\s+|already\s+)?(passed|is\s+over|is\s+gone|expired)\b/,
    /\b(too\s+late|late\s+to\s+(apply|file)|file\s+late|apply\s+late|more\s+than\s+(a|one|1|two|2)\s+years?\s+(ago|since|after))\b/,
    /\b(se\s+me\s+paso|ya\s+paso|se\s+vencio|vencio|vencid[oa]|paso\s+el\s+plazo|fuera\s+de\s+(plazo|tiempo)|demasiado\s+tarde|perdi\s+(la|mi)\s+(cita|audiencia|entrevista)|mas\s+de\s+(un|1|dos|2)\s+anos?)\b/,
  ],
};

const ORDER: readonly ConsultationTopic[] = ['danger', 'crime', 'court', 'deadline'];

/** What a question touches that needs the safety answer, danger first; empty for any other question. */
export function safetyTopicsOf(question: string): ConsultationTopic[] {
  const folded = foldText(question);
  return ORDER.filter((topic) => PATTERNS[topic].some((pattern) => pattern.test(folded)));
}
