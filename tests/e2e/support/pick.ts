import type { Locator, Page } from '@playwright/test';

/** A searchable select (a RefSelect): type into it and click the first option holding the text. */
export async function pick(page: Page, select: Locator, text: string): Promise<void> {
  await select.click();
  await select.locator('input').fill(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}
