// Steps the management panels' browser tests share.
import { expect, type Page } from '@playwright/test';

/** Opens a panel from the app menu's group 'Panele'; returns the panel. */
export async function openPanelFromMenu(page: Page, label: string) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const group = page.getByRole('group', { name: 'Panele' });
  await group.getByRole('menuitem', { name: label, exact: true }).click();
  const panel = page.getByRole('dialog', { name: label, exact: true });
  await expect(panel).toBeVisible();
  return panel;
}

/** Calls the API with the signed-in page's token; returns status and JSON body. */
export async function apiCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([m, url, payload]) => {
      const response = await fetch(url, {
        method: m,
        headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
    },
    [method, path, body] as const,
  ) as Promise<{ status: number; body: T }>;
}

/** A JSON error answer as the server gives it. */
export const serverError = { status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'internal', message: 'Błąd serwera' }) };
