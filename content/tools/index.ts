export type { CheckOptions, Problem } from './check-questionnaire';
export { checkQuestionnaireFile, checkQuestionnaireText, formatProblem } from './check-questionnaire';
export { compileValidationScript, SCRIPT_MEMORY_LIMIT_BYTES, SCRIPT_TIME_LIMIT_MS } from './compile-script';
export type { DataSourceName } from './data-sources';
export { DATA_SOURCES, isDataSource } from './data-sources';
export { FEATURE_FLAGS_FILE, loadFeatureFlags, parseFeatureFlags } from './feature-flags';
export type { LoadedQuestionnaire } from './load-questionnaire';
export { loadQuestionnaire, parseQuestionnaire, toEngineData } from './load-questionnaire';
export type { LoadedPriceCatalog, LoadedProduct, ProductsSource, ProductStrategy } from './products';
export {
  loadProducts,
  parseProducts,
  percentToPpm,
  PRODUCT_STRATEGIES,
  PRODUCTS_FILE,
  productsFileSchema,
  US_JURISDICTIONS,
} from './products';
export {
  CONTENT_DIR,
  GRAPHS_DIR,
  QUESTIONNAIRES_DIR,
  questionnaireFiles,
  sectionedQuestionnaireDirs,
} from './questionnaire-files';
export type { LoadedSectionedQuestionnaire, LoadedSectionSource } from './sectioned-questionnaire';
export { loadSectionedQuestionnaire, sectionFileId } from './sectioned-questionnaire';
export type { FieldSource, Localized, OptionSource, QuestionnaireSource, QuestionSource } from './schema';
export { questionnaireSchema } from './schema';
export { stableId } from './stable-id';
export { toMermaid } from './to-mermaid';
export {
  type ChecklistParse,
  DOCUMENT_CHECKLIST_FILE,
  loadDocumentChecklist,
  parseDocumentChecklist,
} from './document-checklist';
export type { AnswerKeys } from './forms/answer-keys';
export { COMPUTED_KEYS, legalAnswerKeys } from './forms/answer-keys';
export type { FormFolder } from './forms/form-files';
export { FORMS_DIR, formIds, loadFormFolder } from './forms/form-files';
export type {
  CheckEntry,
  ContinuationBlock,
  FormFee,
  FormFile,
  FormExplanation,
  FormList,
  LoopOrder,
  MappingEntry,
  MappingFile,
  SkipRule,
  TextEntry,
  TextFormat,
  ValueEntry,
} from './forms/form-schema';
export { isCheckEntry, isTextEntry, isValueEntry } from './forms/form-schema';
export { ruleApplies, skippedFields } from './forms/skip-rules';
export {
  fieldFontSize,
  fitsAt,
  fittingSize,
  FLOOR_SIZE,
  itemOfTooltip,
  labelSize,
  SEE_BELOW,
  setFieldFontSize,
  tooltipOf,
} from './forms/fit-text';
export { longestPlausible } from './forms/longest-values';
export type { PdfField } from './forms/pdf-fields';
export { loadPdfForm, readPdfFields } from './forms/pdf-fields';
