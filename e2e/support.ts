import type { Page, TestInfo } from '@playwright/test';
import path from 'node:path';

/** Saves a full-page screenshot to e2e/artifacts/<project>/<name>.png for people to look at. */
export async function snap(page: Page, testInfo: TestInfo, name: string) {
  const file = path.join(import.meta.dirname, 'artifacts', testInfo.project.name, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
}
