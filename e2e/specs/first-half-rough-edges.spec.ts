import { PASSWORD, logIn } from '../support/applicant';
import { createActivatedAccount, linkFromOutbox, uniqueContact } from '../support/accounts';
import { baseCatalog, catalog } from '../support/catalogs';
import {
  DECLINED_CARD,
  fillFamilyMember,
  fillSandboxCard,
  GOOD_CARD,
  openCheckout,
} from '../support/checkout';
import {
  answerQuestionnaire,
  eligibilityConfig,
  monthsAgo,
  SCREENED,
  startFromHome,
} from '../support/eligibility';
import { expect, test } from '../support/test';

/**
 * At phone size, in Spanish: a person who mistyped their email corrects it from the login page and
 * activates with the link sent to the corrected address; the profile says its email and phone are
 * contact details and names what the person logs in with. Accounts are made through the API.
 */
const auth = catalog('es', 'auth');
const profile = catalog('es', 'profile');
const payment = catalog('es', 'payment');
const common = baseCatalog('es');
const family = catalog('es', 'family');

test.describe('not activated yet, and the profile contact details (es)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');

  test('corrects a mistyped email from the login page, then activates and logs in with it', async ({
    page,
  }) => {
    const mistyped = uniqueContact('typo');
    const fixed = uniqueContact('fixed');
    const temp = await page.request.post('/api/auth/generate-temp-token', { data: { locale: 'es' } });
    expect(temp.ok()).toBe(true);
    const created = await page.request.post('/api/auth/createAccount', {
      data: {
        name: 'María',
        lastName: 'López',
        email: mistyped.email,
        confirmEmail: mistyped.email,
        phone: mistyped.phone,
        confirmPhone: mistyped.phone,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        locale: 'es',
      },
    });
    expect(created.status()).toBe(201);
    const firstLink = await linkFromOutbox(page.request, mistyped.email, '/activate-account');

    await page.goto('/es/login');
    await page.locator('input[name="username"]').fill(mistyped.email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').first().click();
    await expect(page.getByTestId('login-error')).toHaveText(auth('errors.accountNotActivated'));
    const help = page.getByTestId('activation-help');
    await expect(help.getByRole('button', { name: auth('activationHelp.newLinkSubmit') })).toBeVisible();
    await expect(help.getByText(auth('activationHelp.correctTitle'))).toBeVisible();

    await help.getByLabel(auth('activationHelp.email')).fill(fixed.email);
    await help.getByRole('button', { name: auth('activationHelp.correctSubmit') }).click();
    await expect(page.getByTestId('contact-corrected')).toContainText(
      'El enlace enviado antes ya no funciona.',
    );

    // The link that went to the mistyped address no longer activates anything.
    await page.goto(new URL(firstLink).pathname + new URL(firstLink).search);
    await expect(page.getByTestId('activate-error')).toBeVisible();
    await expect(page.getByTestId('activation-help')).toBeVisible();

    const newLink = new URL(await linkFromOutbox(page.request, fixed.email, '/activate-account'));
    await page.goto(newLink.pathname + newLink.search);
    await expect(page).toHaveURL(/\/es\/account-activated$/);
    await logIn(page, 'es', fixed.email);
  });

  test('a declined card says why in the payment window; the profile keeps the safe address and says the email and phone do not change the login', async ({
    page,
  }) => {
    test.slow();
    const contact = uniqueContact('profile');
    await createActivatedAccount(page, { ...contact, password: PASSWORD, locale: 'es' });
    await logIn(page, 'es', contact.email);
    // The profile opens once the case is paid and its contract signed.
    await page.goto('/es/plan-selection');
    await page.locator('input[name="strategy"][value="asylum"]').check();
    await page.getByRole('button', { name: payment('strategy.continue') }).click();
    await page.locator('select[name="state"]').selectOption('TX');
    await page.getByTestId('plan-full').click();
    await page.getByRole('button', { name: payment('continue.full') }).click();
    await expect(page).toHaveURL(/\/es\/pay$/);
    // A declined card: the payment window itself says why, under the general message.
    const declined = await openCheckout(page);
    await fillSandboxCard(declined, DECLINED_CARD);
    await expect(declined.getByRole('status')).toHaveText('El pago no se completó');
    await expect(declined.locator('[data-reason="card-declined"]')).toHaveText(
      'Su tarjeta fue rechazada. Pruebe con otra tarjeta o pregunte a su banco por qué la rechazó.',
    );
    await declined.close();
    await expect(page.getByTestId('card-declined')).toBeVisible();
    const popup = await openCheckout(page, page.getByRole('button', { name: payment('checkout.tryAgain') }));
    await fillSandboxCard(popup, GOOD_CARD);
    await expect(page).toHaveURL(/\/es\/success-pay/, { timeout: 20_000 });
    await popup.close();
    await page.getByTestId('consent-terms').check();
    await page.getByTestId('consent-privacy').check();
    await page.getByTestId('accept-terms-submit').click();
    await expect(page).toHaveURL(/\/es\/contract$/);
    await page.getByTestId('contract-continue').click();
    await page.getByTestId('considerations-checkbox').check();
    await page.getByTestId('considerations-modal-confirm').click();
    await page.getByLabel(catalog('es', 'contract')('pad.typedLabel')).fill('María López');
    await page.getByTestId('typed-signature-sign').click();
    await expect(page).toHaveURL(/\/es\/start-application$/, { timeout: 20_000 });

    // My profile shows the safe mailing address and lets the person add or change it.
    await page.goto('/es/my-profile');
    const card = page.getByTestId('profile-safe-address');
    await expect(card).toContainText(common('safeAddress.none'));
    await card.getByTestId('safe-address-edit').click();
    await card.getByLabel(common('safeAddress.fields.street')).fill('100 Oak St');
    await card.getByLabel(common('safeAddress.fields.city')).fill('Houston');
    await card.getByTestId('safe-address-state').selectOption('TX');
    await card.getByLabel(common('safeAddress.fields.zip')).fill('7700');
    await card.getByTestId('safe-address-save').click();
    await expect(card.getByText('El código postal tiene 5 dígitos.')).toBeVisible();
    await card.getByLabel(common('safeAddress.fields.zip')).fill('77002');
    await card.getByTestId('safe-address-save').click();
    await expect(card.getByTestId('safe-address-view')).toContainText('Houston, TX 77002');
    await page.reload();
    await expect(page.getByTestId('safe-address-view')).toContainText('100 Oak St');

    await page.goto('/es/personal-info');
    const note = page.getByTestId('contact-not-sign-in');
    await expect(note).toContainText(`+1 ••• ••• ${contact.phone.slice(-4)}`);
    await expect(note).toContainText(profile('form.contactOnlyPlain').split(':')[0]!);
  });
});

const questionnaire = catalog('es', 'questionnaire');

test.describe('dates and names the forms accept (es)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');

  test('31 February does not exist; the safe address comes after the outcome, its accents offered without them', async ({
    page,
  }) => {
    await startFromHome(page, '/es');
    const script = {
      ...SCREENED,
      fear_situation: ['past_harm', 'fear_future'],
      asylum_grounds: ['religion'],
    };
    await answerQuestionnaire(page, script, 'last_arrival_date');
    const config = await eligibilityConfig(page);
    const id = `q-${config.idOf('last_arrival_date')}-1`;
    const year = String(new Date().getUTCFullYear() - 1);
    await page.locator(`#${id}`).selectOption('2');
    await page.locator(`#${id}-day`).fill('31');
    await page.locator(`#${id}-year`).fill(year);
    await page.getByTestId('questionnaire-next').click();
    await expect(page.getByText(questionnaire('validation.dateDoesNotExist'))).toBeVisible();
    // What was typed stays.
    await expect(page.locator(`#${id}-day`)).toHaveValue('31');

    await answerQuestionnaire(page, {
      ...script,
      last_arrival_date: monthsAgo(6),
      asylum_harmed_others: ['no'],
      asylum_armed_groups: ['no'],
      asylum_other_country_status: ['no'],
      asylum_border_entry: ['no'],
      harm_situation: ['spouse'],
      safe_to_text: ['no'],
      safe_to_email: ['yes'],
      safe_to_mail: ['no'],
      vawasp_abuser_status: ['neither'],
    });
    // The screener asked only whether letters are safe; the address is asked once the outcome is known.
    await expect(page).toHaveURL(/\/es\/great-news$/, { timeout: 20_000 });
    const step = page.getByTestId('safe-address-step');
    await expect(step).toContainText(common('safeAddress.stepTitle'));
    const street = step.getByLabel(common('safeAddress.fields.street'));
    await street.fill('Calle Peñón 5');
    await step.getByLabel(common('safeAddress.fields.city')).fill('San Antonio');
    await step.getByTestId('safe-address-state').selectOption('TX');
    await step.getByLabel(common('safeAddress.fields.zip')).fill('78205');
    await step.getByTestId('safe-address-save').click();
    // The reason is on the field that failed, with the plain spelling offered.
    await expect(
      step.getByText('Los formularios de USCIS solo aceptan letras sin acentos ni ñ.'),
    ).toBeVisible();
    const fix = step.getByTestId('safe-address-fix');
    await expect(fix).toContainText(common('safeAddress.fix.text', { fixed: 'Calle Penon 5' }));
    await fix.getByTestId('safe-address-fix-use').click();
    await expect(street).toHaveValue('Calle Penon 5');
    await step.getByTestId('safe-address-save').click();
    await expect(step.getByRole('status')).toHaveText(common('safeAddress.saved'));
    await expect(step.getByTestId('safe-address-view')).toContainText('Calle Penon 5');
    await expect(step.getByTestId('safe-address-view')).toContainText('San Antonio, TX 78205');
    // Still there after a reload: it is kept with the session and moves to the account.
    await page.reload();
    await expect(page.getByTestId('safe-address-street')).toHaveValue('Calle Penon 5');
  });
});

test.describe('family members on an installment plan (es)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');

  test('a child added after paying by installments joins the remaining payments; the state is not asked again', async ({
    page,
  }) => {
    test.slow();
    const contact = uniqueContact('installments');
    await createActivatedAccount(page, { ...contact, password: PASSWORD, locale: 'es' });
    await logIn(page, 'es', contact.email);
    await page.goto('/es/plan-selection');
    await page.locator('input[name="strategy"][value="asylum"]').check();
    await page.getByRole('button', { name: payment('strategy.continue') }).click();
    await page.locator('select[name="state"]').selectOption('TX');
    await page.getByTestId('plan-installments').click();
    await page.getByRole('button', { name: payment('continue.installments') }).click();
    await expect(page).toHaveURL(/\/es\/payment-options$/);
    await page
      .getByRole('button', { name: new RegExp(payment('options.continue', { amount: '.*' })) })
      .click();
    await expect(page).toHaveURL(/\/es\/pay$/);
    const popup = await openCheckout(page);
    await fillSandboxCard(popup, GOOD_CARD);
    await expect(page).toHaveURL(/\/es\/success-pay/, { timeout: 20_000 });
    await popup.close();
    await page.getByTestId('consent-terms').check();
    await page.getByTestId('consent-privacy').check();
    await page.getByTestId('accept-terms-submit').click();
    await expect(page).toHaveURL(/\/es\/contract$/);
    await page.getByTestId('contract-continue').click();
    await page.getByTestId('considerations-checkbox').check();
    await page.getByTestId('considerations-modal-confirm').click();
    await page.getByLabel(catalog('es', 'contract')('pad.typedLabel')).fill('María López');
    await page.getByTestId('typed-signature-sign').click();
    await expect(page).toHaveURL(/\/es\/start-application$/, { timeout: 20_000 });

    await page.goto('/es/derivatives');
    await page.getByRole('button', { name: family('add.child') }).click();
    await fillFamilyMember(page, 'es', {
      firstName: 'Sofía',
      lastName: 'Pérez',
      month: '2',
      day: '3',
      year: '2016',
      married: false,
    });
    const panel = page.getByTestId('pay-difference');
    await expect(panel).toBeVisible();
    // The state was chosen at the first payment: not asked again.
    await expect(panel.locator('select[name="state"]')).toHaveCount(0);
    const choice = panel.getByTestId('add-to-installments');
    await expect(choice).toContainText(family('difference.chooseHow'));
    await choice.getByTestId('add-to-installments-button').click();
    await expect(page.getByTestId('family-member-list')).toContainText('Sofía Pérez', { timeout: 20_000 });
    await expect(page.getByTestId('pay-difference')).toHaveCount(0);
  });
});
