/** What `npm run bench` needs to time form filling and page pictures, without reaching into the module. */
export { createPopplerRenderer } from '../../adapters/pdf-renderer';
export { type FilledForm, fillForm } from './fill-form';
export { FIXTURE_APPLICANTS } from './test-fixtures';
