// `npm run content:check`: checks every questionnaire (or the files given) and every official form
// with its mapping, prints each form's coverage, and exits non-zero on any problem (warnings are only printed).
import { relative } from 'node:path';
import { checkQuestionnaireFile, formatProblem } from './check-questionnaire';
import { DOCUMENT_CHECKLIST_FILE, loadDocumentChecklist } from './document-checklist';
import { checkSectionedQuestionnaire } from './check-sectioned';
import { formatFormProblem } from './forms/check-form';
import { checkForms, formatCoverage } from './forms/check-forms';
import { CONTENT_DIR, questionnaireFiles, sectionedQuestionnaireDirs } from './questionnaire-files';
import { formatUnreached, unreachedQuestions } from './unreached-questions';

const given = process.argv.slice(2);
const files = given.length > 0 ? given : await questionnaireFiles();
let count = 0;
for (const file of files) {
  const problems = await checkQuestionnaireFile(file, { requireFileName: given.length === 0 });
  for (const problem of problems)
    console.error(formatProblem({ ...problem, file: relative(CONTENT_DIR, problem.file) }));
  count += problems.length;
}
const sectioned = given.length === 0 ? await sectionedQuestionnaireDirs() : [];
if (given.length === 0) {
  const checklist = await loadDocumentChecklist();
  if (!checklist.ok)
    for (const problem of checklist.problems)
      console.error(`${relative(CONTENT_DIR, DOCUMENT_CHECKLIST_FILE)}: ${problem}`);
  count += checklist.ok ? 0 : checklist.problems.length;
  for (const dir of sectioned) {
    const problems = await checkSectionedQuestionnaire(dir);
    for (const problem of problems)
      console.error(formatProblem({ ...problem, file: relative(CONTENT_DIR, problem.file) }));
    count += problems.length;
  }
  const forms = await checkForms(new Date().toISOString().slice(0, 10));
  for (const problem of forms.problems) console.error(formatFormProblem(problem));
  for (const coverage of forms.coverage) console.log(formatCoverage(coverage));
  for (const line of forms.report) console.log(line);
  for (const warning of forms.warnings) console.warn(`warning: ${formatFormProblem(warning)}`);
  count += forms.problems.length;
  const unreached = formatUnreached(await unreachedQuestions());
  for (const line of unreached.report) console.log(line);
  for (const problem of unreached.problems) console.error(problem);
  count += unreached.problems.length;
}
if (count > 0) {
  console.error(`\n${count} problem(s) in the questionnaires and the forms.`);
  process.exit(1);
}
console.log(
  `${files.length + sectioned.length} questionnaire(s) and the official forms checked, no problems.`,
);
