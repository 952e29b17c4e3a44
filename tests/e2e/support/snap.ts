/**
 * Screenshots are for people to look at (STYLE.md "Look at it"), not assertions: a spec takes them where a person
 * should look, and they are written outside CI or with ZF_SCREENSHOTS=1. CI=1 skips them — about a second of
 * chromium each on two busy cores, 85 in a run (docs/decisions.md "Screenshots only where someone looks").
 */
export const screenshotsWanted = !process.env.CI || process.env.ZF_SCREENSHOTS === '1';

interface Shootable<O> { screenshot(options?: O): Promise<unknown> }

/** `page.screenshot(options)` (or a locator's) when screenshots are wanted. */
export async function snap<O>(target: Shootable<O>, options: O): Promise<void> {
  if (screenshotsWanted) await target.screenshot(options);
}
