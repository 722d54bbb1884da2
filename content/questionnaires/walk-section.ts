import { join } from 'node:path';
import type { EngineState, Flow, Question } from '@camino/questionnaire';
import {
  answerQuestion,
  buildFlow,
  createState,
  currentEntry,
  nextQuestion,
  prepareValidationScript,
} from '@camino/questionnaire';
import type { LoadedQuestionnaire } from '../tools/load-questionnaire';
import { loadQuestionnaire } from '../tools/load-questionnaire';

/** What an applicant answers, by question name: option ids, a text, or a template's fields. */
export type Script = Record<string, string | readonly string[] | Record<string, string | readonly string[]>>;

// Stands in for the server's sandbox: content scripts are trusted, and the tests need them synchronous.
function validationPasses(question: Question, _loopId: number, state: EngineState): boolean {
  const answer = (questionId: number): string => state.answers[String(questionId)]?.response ?? '';
  return Boolean(new Function('answer', prepareValidationScript(question.code ?? ''))(answer));
}

/** One questionnaire file, walked page by page the way the applicant meets it. */
export class SectionWalk {
  private constructor(
    readonly loaded: LoadedQuestionnaire,
    readonly flow: Flow,
  ) {}

  static async open(file: string): Promise<SectionWalk> {
    const loaded = await loadQuestionnaire(join(import.meta.dirname, file));
    return new SectionWalk(loaded, buildFlow(loaded.questions, loaded.edges, loaded.labels));
  }

  idOf(name: string): number {
    const id = this.loaded.ids.get(name);
    if (id === undefined) throw new Error(`no question ${name}`);
    return id;
  }

  answer(state: EngineState, name: string, value: string | readonly string[]): EngineState {
    const result = answerQuestion(
      this.flow,
      state,
      {
        questionId: this.idOf(name),
        value:
          typeof value === 'string'
            ? value
            : value.map((option) => ({ optionId: this.idOf(`${name}.${option}`) })),
      },
      { validationPasses },
    );
    if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.errors)}`);
    return result.state;
  }

  /** The pages shown from START to END, answering from the script; fails on a page it does not expect. */
  pagesShown(script: Script): string[] {
    const shown: string[] = [];
    let state = createState(this.flow);
    for (let steps = 0; steps < 300; steps += 1) {
      const entry = currentEntry(state);
      const question = entry && this.flow.questions.get(entry.questionId);
      if (question?.type === 'END') return shown;
      if (question !== undefined && question.type !== 'START') {
        const name = this.loaded.names.get(question.question_id)!;
        shown.push(name);
        const planned = script[name];
        if (question.type !== 'LABEL' && planned === undefined) throw new Error(`unexpected page ${name}`);
        if (question.type === 'TEMPLATE')
          for (const [field, value] of Object.entries(planned as Record<string, string>))
            state = this.answer(state, field, value);
        else if (planned !== undefined)
          state = this.answer(state, name, planned as string | readonly string[]);
      }
      const moved = nextQuestion(this.flow, state, { validationPasses });
      if (moved.status !== 'moved') throw new Error(`blocked: ${JSON.stringify(moved.errors)}`);
      state = moved.state;
    }
    throw new Error('the walk did not reach END');
  }
}
