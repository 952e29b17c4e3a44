import { readFileSync } from 'node:fs';
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { chinaMonth } from '@zf/shared';
import { baseURL, e2ePort } from '../playwright.config.ts';
import { api, demo, newPhone, registerUser, smsCode, type E2eUser } from './api.ts';

/**
 * Helpers of the shell specs: sessions made over the API and handed to the browser as storage state (what the web
 * app keeps after a login: the X-TOEKN cookie and its copy, the user, the enterprise id, the language), users with
 * an enterprise, and the development tools the specs arrange state with.
 */
export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
export type Lang = 'cn' | 'en';

export interface Session {
  token: string;
  user: { id: number; name: string; phone: string; enterprise_id: number; is_cancel: number };
  enterprises: Array<{ enterprise_id: number; name: string; is_admin: boolean }>;
}

/** A password login over the API: a new server session, as the login page would start. */
export async function login(phone: string, password: string): Promise<Session> {
  const res = await api<Session>('POST', '/auth/login', { phone, password });
  if (res.code !== 2000) throw new Error(`login ${phone}: ${res.code} ${res.msg}`);
  return res.data;
}

/** The browser state of a logged-in user (see session.store.ts and token.ts of the web app). */
export function storageStateOf(session: Session, lang: Lang = 'cn'): StorageState {
  const host = new URL(baseURL).hostname;
  return {
    cookies: [{ name: 'X-TOEKN', value: session.token, domain: host, path: '/', expires: Math.floor(Date.now() / 1000) + 7 * 86_400, httpOnly: false, secure: false, sameSite: 'Lax' }],
    origins: [{
      origin: baseURL,
      localStorage: [
        { name: 'X-TOEKN', value: session.token },
        { name: 'user', value: JSON.stringify(session.user) },
        { name: 'enterprise_id', value: String(session.user.enterprise_id) },
        { name: 'lang', value: lang },
      ],
    }],
  };
}

/** A new browser context (its own tabs and session storage) logged in as `session`. */
export async function openAs(browser: Browser, session: Session, lang: Lang = 'cn'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce', storageState: storageStateOf(session, lang) });
  return { context, page: await context.newPage() };
}

export interface OwnEnterprise extends E2eUser {
  session: Session;
  enterpriseId: number;
  code: string;
}

/**
 * A new user who administers a new enterprise with accounting initialized (so the home page stays home and the
 * initialization guide does not step in), logged in.
 */
export async function userWithEnterprise(name = '新用户', enterprise = '测试商贸有限公司'): Promise<OwnEnterprise> {
  const user = await registerUser({ name, enterprises: [enterprise] });
  const session = await login(user.phone, user.password);
  const init = await api('POST', '/finance/initialize', {}, session.token);
  if (init.code !== 2000) throw new Error(`initialize: ${init.code} ${init.msg}`);
  const info = await api<{ code: string }>('GET', '/enterprise/info', undefined, session.token);
  return { ...user, session, enterpriseId: session.user.enterprise_id, code: info.data.code };
}

/** Moves the current enterprise's expiry (development tool, administrator only). */
export async function setExpiry(session: Session, expiredTime: number): Promise<void> {
  const res = await api('POST', '/dev/enterprise-expiry', { expired_time: expiredTime }, session.token);
  if (res.code !== 2000) throw new Error(`enterprise-expiry: ${res.code} ${res.msg}`);
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const day = 86_400;

/**
 * The server allows one SMS a minute per phone in fixed minute windows. A user registered (one SMS) in this
 * minute gets the next code only in the next one: wait for it when needed.
 */
export async function waitForSmsWindow(sentAtMs: number): Promise<void> {
  const next = (Math.floor(sentAtMs / 60_000) + 1) * 60_000 + 250;
  const wait = next - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

/** Users registered by the global setup at the start of the run (their SMS window is open by the time they are used). */
export interface EarlyUsers {
  resetUser: E2eUser & { registeredAt: number };
  transferAdmin: OwnEnterprise & { registeredAt: number; member: E2eUser & { employeeName: string } };
}
export const earlyUsersFileOf = (port: number) => `.tmp/e2e-early-users-${port}.json`;
export const earlyUsersFile = earlyUsersFileOf(e2ePort);
export const earlyUsers = (): EarlyUsers => JSON.parse(readFileSync(new URL(`../../../${earlyUsersFile}`, import.meta.url), 'utf8')) as EarlyUsers;

/**
 * Opens a page from the sidebar as a user does: the section, then the menu group (each only when still closed:
 * the sidebar keeps the current page's submenus open), then the page.
 */
export async function openFromSidebar(page: Page, section: string, group: string, item: string): Promise<void> {
  const sidebar = page.getByTestId('sidebar');
  const titles = sidebar.locator('.ant-menu-submenu-title');
  const sectionTitle = titles.filter({ hasText: section }).first();
  // A group may be named like its section (个人中心 / 个人中心): then it is the second title of that name.
  const groupTitle = titles.filter({ hasText: group }).nth(group === section ? 1 : 0);
  if ((await sectionTitle.getAttribute('aria-expanded')) !== 'true') await sectionTitle.click();
  await expect(groupTitle).toBeVisible();
  if ((await groupTitle.getAttribute('aria-expanded')) !== 'true') await groupTitle.click();
  await sidebar.getByRole('menuitem', { name: item, exact: true }).click();
}

/**
 * Goes to a path inside the already loaded app, the way the app's own links do (history + popstate): the same
 * route guard decides as on a typed URL, without loading the app again for every path of a long list.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Waits until the page on screen has drawn: network quiet and no VISIBLE spinner. A tab kept alive in a hidden
 * <Activity> keeps its state, a spinner included when it was hidden mid-request (its effect is cleaned up and the
 * answer ignored until it is shown again), so a wait for any spinner in the document ran into its timeout on every
 * later page of a tour (master-data-screens: 10 s × up to 11 pages per test, measured).
 */
export async function settled(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning:visible')).toHaveCount(0, { timeout }).catch(() => undefined);
}

/** The dropdown menus on screen (antd keeps closed ones in the page, hidden). */
export const openMenus = (page: Page) => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
/** Those whose opening animation is over (rc-motion's -appear/-enter/-leave classes are gone). */
const settledMenus = (page: Page) => page.locator('.ant-dropdown:not(.ant-dropdown-hidden):not([class*="-appear"]):not([class*="-enter"]):not([class*="-leave"])');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Chooses `item` from the dropdown menu that `open` opens (a click or a right-click on its trigger). Under CI load an
 * antd menu animates in and can be aligned again after it first shows: traces show it drawn over its trigger, then
 * moved down by its own height after Playwright had judged it stable, so the click missed (the menu stayed open, nothing
 * happened) or landed outside and closed it. So the entry is clicked once the menu has settled and is wholly in view,
 * and the choice is made again until the menu has closed, which it does once an entry is chosen. The entries chosen
 * this way must bear choosing twice (navigate, refresh, close others…), since a slow close can look like a miss.
 */
export async function chooseFromMenu(page: Page, open: () => Promise<void>, item: string): Promise<void> {
  // Matched on the item's text: its accessible name also holds its icon's name ("user 个人信息").
  const entry = settledMenus(page).getByRole('menuitem').filter({ hasText: new RegExp(`^${escaped(item)}$`) });
  await expect(async () => {
    if ((await settledMenus(page).count()) === 0) {
      if ((await openMenus(page).count()) > 0) await page.keyboard.press('Escape');
      await expect(openMenus(page)).toHaveCount(0);
      await open();
    }
    await expect(entry).toBeInViewport({ ratio: 1, timeout: 5_000 });
    await entry.click({ timeout: 5_000 });
    await expect(openMenus(page)).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

/** An entry of the avatar menu of the top bar. */
export async function fromAvatarMenu(page: Page, item: string): Promise<void> {
  await chooseFromMenu(page, () => page.getByTestId('avatar-menu').click(), item);
}

export { api, demo, newPhone, registerUser, smsCode };

/**
 * The demo user's session, made once per worker and shared by the specs that only look around (one login instead
 * of one per test). Specs that log out, switch enterprise or change the account make their own.
 */
export const test = base.extend<object, { demoSession: Session }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  demoSession: [async ({}, use) => use(await login(demo.phone, demo.password)), { scope: 'worker' }],
});

/** Specs that start logged in as the demo user. */
export const demoTest = test.extend({
  storageState: async ({ demoSession }, use) => use(storageStateOf(demoSession)),
});

export { expect };

/**
 * A day of the current month ('YYYY-MM-DD', China's calendar like the server's): the demo's books open this month, so
 * a document dated in an earlier month is refused by the period gate.
 */
export function dayOfThisMonth(dayOfMonth: number): string {
  return `${chinaMonth()}-${String(dayOfMonth).padStart(2, '0')}`;
}
