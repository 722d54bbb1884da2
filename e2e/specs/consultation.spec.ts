import { expectNoSeriousViolation } from '../support/axe';
import { baseCatalog, catalog } from '../support/catalogs';
import { signUpPaidApplicant } from '../support/paid-applicant';
import { expect, test } from '../support/test';

const consultation = catalog('es', 'consultation');
const base = baseCatalog('es');

test('the consultation answers in Spanish when the work permit can be asked for, citing the page it used', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'journeys run at phone size, where most applicants are');
  test.slow();
  await signUpPaidApplicant(page, 'es');

  await page.goto('/es/consultation');
  await expect(page.getByRole('heading', { name: base('routes.consultation.heading') })).toBeVisible();
  await expect(page.getByTestId('consultation-disclaimer')).toHaveText(consultation('notLegalAdvice'));

  await page.getByLabel(consultation('question.label')).fill('¿Cuándo puedo pedir el permiso de trabajo?');
  await page.getByRole('button', { name: consultation('ask') }).click();

  const exchange = page.getByTestId('consultation-exchange').last();
  await expect(exchange).toHaveAttribute('data-kind', 'answered');
  await expect(exchange.getByTestId('consultation-answer')).toContainText('150 días');
  const citations = exchange.getByTestId('consultation-citations');
  await expect(citations.getByRole('listitem').first()).toContainText('Asilo:');
  await expect(citations.getByRole('listitem').first()).toContainText('150 días');
  await expect(exchange.getByText(consultation('sources'))).toBeVisible();
  await expectNoSeriousViolation(page);

  // A question about the applicant's own chances goes to a lawyer, not to the guides.
  await page.getByLabel(consultation('question.label')).fill('¿Qué posibilidades tengo de ganar mi caso?');
  await page.getByRole('button', { name: consultation('ask') }).click();
  const handoff = page.getByTestId('consultation-exchange').last();
  await expect(handoff).toHaveAttribute('data-kind', 'legal-chances');
  await expect(handoff.getByTestId('consultation-handoff')).toContainText(consultation('handoff.text'));
  await expect(handoff.getByTestId('consultation-citations')).toHaveCount(0);

  // The exchanges are kept with the case.
  await page.reload();
  await expect(page.getByTestId('consultation-exchange')).toHaveCount(2);
});
