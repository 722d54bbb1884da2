import type { DataOption } from '@camino/contracts';
import type { Lang } from './display-names';

type Entry = readonly [value: string, en: string, es: string];

// Family relationships the forms ask about (derivatives are a spouse or children; the rest appear in declarations).
const RELATIONSHIP_TYPES: readonly Entry[] = [
  ['spouse', 'Spouse', 'Cónyuge'],
  ['child', 'Son or daughter', 'Hijo o hija'],
  ['stepchild', 'Stepson or stepdaughter', 'Hijastro o hijastra'],
  ['parent', 'Mother or father', 'Madre o padre'],
  ['sibling', 'Brother or sister', 'Hermano o hermana'],
  ['grandparent', 'Grandmother or grandfather', 'Abuela o abuelo'],
  ['grandchild', 'Grandson or granddaughter', 'Nieto o nieta'],
  ['partner', 'Partner (not married)', 'Pareja (sin matrimonio)'],
  ['former_spouse', 'Former spouse', 'Excónyuge'],
  ['other_relative', 'Other relative', 'Otro familiar'],
  ['friend', 'Friend', 'Amigo o amiga'],
  ['other', 'Other', 'Otro'],
];

// Identity and civil documents plus the additional-evidence kinds of spec section 3.
const DOCUMENT_TYPES: readonly Entry[] = [
  ['passport', 'Passport', 'Pasaporte'],
  ['national_id', 'National identity card', 'Documento nacional de identidad'],
  ['birth_certificate', 'Birth certificate', 'Acta de nacimiento'],
  ['marriage_certificate', 'Marriage certificate', 'Acta de matrimonio'],
  ['divorce_decree', 'Divorce decree', 'Sentencia de divorcio'],
  ['drivers_license', "Driver's license", 'Licencia de conducir'],
  ['employment_authorization', 'Employment authorization document', 'Permiso de trabajo'],
  ['i94', 'Arrival/departure record (I-94)', 'Registro de entrada y salida (I-94)'],
  ['police_report', 'Police report', 'Informe policial'],
  ['crime_images', 'Images of crimes against you', 'Imágenes de delitos en tu contra'],
  ['screenshots', 'Screenshots', 'Capturas de pantalla'],
  ['articles', 'Articles', 'Artículos'],
  ['medical_records', 'Medical records', 'Registros médicos'],
  ['declarations', 'Declarations from relatives and friends', 'Declaraciones de familiares y amigos'],
  ['emails', 'Emails', 'Correos electrónicos'],
  ['text_messages', 'Text messages', 'Mensajes de texto'],
  ['other', 'Other document', 'Otro documento'],
];

const toOptions = (entries: readonly Entry[], lang: Lang): DataOption[] =>
  entries.map(([value, en, es]) => ({ value, label: lang === 'es' ? es : en }));

export const listRelationshipTypes = (lang: Lang): DataOption[] => toOptions(RELATIONSHIP_TYPES, lang);
export const listDocumentTypes = (lang: Lang): DataOption[] => toOptions(DOCUMENT_TYPES, lang);
