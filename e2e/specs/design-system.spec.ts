import { expect, test } from '../support/test';

// The design-system page is served outside production; the harness runs the server with NODE_ENV=test.
test.describe('modal', () => {
  test('opens, traps focus, closes on Escape and returns focus to its opener', async ({ page }) => {
    await page.goto('/design-system');
    const opener = page.getByTestId('ds-open-modal');
    await opener.click();
    const modal = page.getByTestId('ds-modal');
    await expect(modal).toBeVisible();
    await expect(page.getByTestId('ds-modal-confirm')).toHaveText('Confirm');
    await expect(page.getByTestId('ds-modal-cancel')).toHaveText('Cancel');

    // Tabbing many times never leaves the dialog.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const inside = await modal.evaluate((dialog) => dialog.contains(document.activeElement));
      expect(inside).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();
    // onClose is emitted after the 1000 ms close delay.
    await expect(page.getByTestId('ds-modal-status')).not.toHaveText('');
  });

  test('Confirm closes by default; a modal with closeOnConfirm off stays open, as does its overlay', async ({
    page,
  }) => {
    await page.goto('/design-system');
    await page.getByTestId('ds-open-modal').click();
    await page.getByTestId('ds-modal-confirm').click();
    await expect(page.getByTestId('ds-modal')).toBeHidden();

    await page.getByTestId('ds-open-modal-keep').click();
    const keep = page.getByTestId('ds-modal-keep');
    await expect(keep).toBeVisible();
    await page.getByTestId('ds-modal-keep-confirm').click();
    await expect(keep).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(keep).toBeVisible();
    await page.getByTestId('ds-modal-keep-cancel').click();
    await expect(keep).toBeHidden();
  });

  test('the overlay closes a default modal', async ({ page }) => {
    await page.goto('/design-system');
    await page.getByTestId('ds-open-modal').click();
    await expect(page.getByTestId('ds-modal')).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.getByTestId('ds-modal')).toBeHidden();
  });
});

test.describe('toast', () => {
  test('is announced, closes itself after about 4 seconds, and can be dismissed', async ({ page }) => {
    await page.goto('/es/design-system');
    await expect(page.getByTestId('toast-region')).toHaveAttribute('aria-live', /polite|assertive/);
    await page.getByTestId('ds-toast-success').click();
    const toast = page.getByTestId('toast').first();
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Guardado');
    await expect(toast).toBeHidden({ timeout: 7_000 });

    await page.getByTestId('ds-toast-sticky').click();
    const sticky = page.getByTestId('toast').first();
    await expect(sticky).toBeVisible();
    await page.waitForTimeout(4_500);
    await expect(sticky).toBeVisible();
    await sticky.getByTestId('toast-dismiss').click();
    await expect(sticky).toBeHidden();
  });

  test('large toasts are at most 444px wide and small ones 300px', async ({ page, isMobile }) => {
    test.skip(isMobile, 'widths are checked where the screen is wider than both');
    await page.goto('/design-system');
    await page.getByTestId('ds-toast-info').click();
    const large = await page.getByTestId('toast').first().boundingBox();
    expect(large?.width).toBeLessThanOrEqual(444);
    await page.getByTestId('toast-dismiss').first().click();
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await page.getByTestId('ds-toast-small').click();
    const small = await page.getByTestId('toast').first().boundingBox();
    expect(small?.width).toBeLessThanOrEqual(300);
  });
});

test('the server offers the development pages outside production', async ({ request }) => {
  const config = await (await request.get('/api/client-config')).json();
  expect(config.devPages).toBe(true);
});
