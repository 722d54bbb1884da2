/** Every kind of node a questionnaire flow can hold. */
export const QUESTION_TYPES = [
  'START',
  'END',
  'LABEL',
  'TEMPLATE',
  'LOOP',
  'VALIDATION',
  'OPTION',
  'DATEPICKER',
  'SELECT',
  'NUMBER',
  'TEXT',
  'TEXTAREA',
  'EMAIL',
  'PHONE',
  'CHECKBOX',
  'RADIO',
] as const;

export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The loop_group value of a question that belongs to no loop. */
export const WITHOUT_GROUP = 'WITHOUT_GROUP';

/** Parsed form of a question's `properties` JSON text. */
export interface QuestionProperties {
  /** Validation pattern (a JavaScript regular expression source). */
  readonly rx?: string;
  /** Data-source name feeding a SELECT. */
  readonly ds?: string;
  /** On an OPTION: choosing it also asks for free text. */
  readonly otTx?: boolean;
  /** The field is copied onto a USCIS form, which accepts only plain English characters. */
  readonly uscis?: boolean;
  /** On an OPTION: the value matched against a Yes/No flow edge. */
  readonly value?: string;
  /** On a DATEPICKER: `month` when the form asks month and year only (stored as YYYY-MM). */
  readonly precision?: 'month';
  readonly [key: string]: unknown;
}

/** A node of a questionnaire (spec: Question); `type` is the spec's question_type_id. */
export interface Question {
  readonly question_id: number;
  readonly type: QuestionType;
  readonly parent_id: number | null;
  readonly loop_id: number;
  readonly loop_group: string;
  readonly group: number;
  readonly order: number;
  readonly required: boolean;
  readonly length: number | null;
  readonly properties: QuestionProperties;
  /** Base64-encoded validation script of a VALIDATION question. */
  readonly code: string | null;
}

/** Text of a branching edge; null on an ordinary edge. */
export type EdgeText = 'Yes' | 'No' | null;

/** A directed edge of the flow (spec: Flow edge). */
export interface FlowEdge {
  readonly from: number;
  readonly to: number;
  readonly text: EdgeText;
  /** Marks the edge that closes a loop body and leads back to its LOOP question. */
  readonly loop: boolean;
}

/** Texts of a question in one language (spec: Label); question_label_id is the question id. */
export interface Label {
  readonly question_label_id: number;
  readonly lang: string;
  readonly label: string;
  readonly placeholder: string | null;
  readonly error_text: string | null;
  readonly help_text: string | null;
}

/** One question occurrence: loop iterations give the same question several entries. */
export interface PathEntry {
  readonly questionId: number;
  readonly loopId: number;
}

/** An answer held by the engine; options of a radio or checkbox are answered one by one. */
export interface StoredAnswer {
  readonly questionId: number;
  readonly loopId: number;
  readonly response: string;
}

/** Row shape the server persists (spec: Answer to save). */
export interface AnswerToSave {
  readonly question_id: number;
  readonly question_section_id: number;
  readonly config_id: number;
  readonly group: number;
  readonly response: string;
  readonly loop_id: number;
  readonly loop_group: string;
}

/** Row shape the server removes (spec: Answer to delete). */
export interface AnswerToDelete {
  readonly qid: number;
  readonly lid: number;
  readonly g: number;
  readonly lg: string;
  readonly qsid: number;
  readonly c: number;
}

/** Where a questionnaire's answers belong on the server. */
export interface AnswerContext {
  readonly question_section_id: number;
  readonly config_id: number;
}

/** The whole navigation state: small, immutable and serialisable. */
export interface EngineState {
  /** Every node walked from START to the current question, in order; the last entry is current. */
  readonly path: readonly PathEntry[];
  /** Answers keyed by `answerKey(questionId, loopId)`. */
  readonly answers: Readonly<Record<string, StoredAnswer>>;
  /** Iterations per LOOP question id; absent means 1. */
  readonly loopCounts: Readonly<Record<number, number>>;
  /** Entries (`entryKey`) the applicant moved past: labels, templates and skipped optional questions. */
  readonly visited: Readonly<Record<string, true>>;
  /** Set when a changed answer discarded a branch, so the stored path must be rewritten. */
  readonly pathChanged: boolean;
  /**
   * Set while the applicant reviews their answers from the first question (a restart that keeps
   * them): every page is shown again, answered or not, until END.
   */
  readonly review?: true;
}
