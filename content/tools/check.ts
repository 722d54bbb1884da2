// `npm run content:check`: checks every questionnaire (or the files given) and exits non-zero on any problem.
import { relative } from 'node:path';
import { checkQuestionnaireFile, formatProblem } from './check-questionnaire';
import { DOCUMENT_CHECKLIST_FILE, loadDocumentChecklist } from './document-checklist';
import { CONTENT_DIR, questionnaireFiles } from './questionnaire-files';

const given = process.argv.slice(2);
const files = given.length > 0 ? given : await questionnaireFiles();
let count = 0;
for (const file of files) {
  const problems = await checkQuestionnaireFile(file, { requireFileName: given.length === 0 });
  for (const problem of problems)
    console.error(formatProblem({ ...problem, file: relative(CONTENT_DIR, problem.file) }));
  count += problems.length;
}
if (given.length === 0) {
  const checklist = await loadDocumentChecklist();
  if (!checklist.ok)
    for (const problem of checklist.problems)
      console.error(`${relative(CONTENT_DIR, DOCUMENT_CHECKLIST_FILE)}: ${problem}`);
  count += checklist.ok ? 0 : checklist.problems.length;
}
if (count > 0) {
  console.error(`\n${count} problem(s) in ${files.length} questionnaire file(s).`);
  process.exit(1);
}
console.log(`${files.length} questionnaire file(s) checked, no problems.`);
