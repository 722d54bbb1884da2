/** Stable codes of the engine's errors; the client translates by code. */
export const ENGINE_ERROR_CODES = {
  /** The questions hold no START question. */
  START_NOT_FOUND: 'START_NOT_FOUND',
  /** A question the walk reached has no usable outgoing flow edge. */
  FLOW_NOT_FOUND: 'FLOW_NOT_FOUND',
  /** A flow edge or path entry names a question that does not exist. */
  QUESTION_NOT_FOUND: 'QUESTION_NOT_FOUND',
  /** A SELECT names a data source nobody provides. */
  DATA_SOURCE_NOT_FOUND: 'DATA_SOURCE_NOT_FOUND',
  /** The walk met an entry twice outside a declared loop: the content is broken. */
  FLOW_CYCLE: 'FLOW_CYCLE',
} as const;

export type EngineErrorCode = keyof typeof ENGINE_ERROR_CODES;

/** Raised for broken content or state, never for an applicant's input. */
export class EngineError extends Error {
  override readonly name = 'EngineError';

  constructor(
    readonly code: EngineErrorCode,
    message: string,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
  }
}

/** 'Questionnaire start not found'. */
export const startNotFound = (): EngineError =>
  new EngineError('START_NOT_FOUND', 'Questionnaire start not found');

/** 'Flow with from ID {id} not found'. */
export const flowNotFound = (id: number): EngineError =>
  new EngineError('FLOW_NOT_FOUND', `Flow with from ID ${id} not found`, { id });

/** 'Question with ID {id} and loop_id {n} not found'. */
export const questionNotFound = (id: number, loopId: number): EngineError =>
  new EngineError('QUESTION_NOT_FOUND', `Question with ID ${id} and loop_id ${loopId} not found`, {
    id,
    loopId,
  });

/** 'Data source not found: {name}'. */
export const dataSourceNotFound = (name: string): EngineError =>
  new EngineError('DATA_SOURCE_NOT_FOUND', `Data source not found: ${name}`, { name });

/** A cycle that no LOOP declares. */
export const flowCycle = (id: number, loopId: number): EngineError =>
  new EngineError('FLOW_CYCLE', `Flow cycle at question ID ${id} and loop_id ${loopId}`, { id, loopId });
