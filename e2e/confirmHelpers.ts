// The console's confirmation dialog in browser tests: its text, the focus on
// the safe choice, the answer; and a guard that no browser dialog is raised.
import { expect, type Locator, type Page } from '@playwright/test';

/** Records every browser dialog (confirm, alert, prompt) the page raises, dismissing it; the list must stay empty. */
export function recordBrowserDialogs(page: Page): string[] {
  const raised: string[] = [];
  page.on('dialog', (dialog) => {
    raised.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return raised;
}

/** The open confirmation: labelled by the expected text, modal, with the focus (and its ring) on 'Anuluj'. */
export async function expectConfirm(page: Page, text: string): Promise<Locator> {
  const dialog = page.getByRole('alertdialog', { name: text, exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  const cancel = dialog.getByRole('button', { name: 'Anuluj', exact: true });
  await expect(cancel).toBeFocused();
  await expect(cancel).toHaveCSS('outline-style', 'solid');
  return dialog;
}

/** Answers the open confirmation with the button of that name; it closes. */
export async function answerConfirm(page: Page, text: string, button: string): Promise<void> {
  const dialog = await expectConfirm(page, text);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}
