import { describe, expect, it } from 'vitest';
import { screenOf } from '../../app/router/screens.ts';
import { deliveredPages, elsewhere, masterDataPages } from './master-data-pages.ts';

/**
 * Issue 4 "Done when": every master-data screen of SPEC §2 (Product, Partners, Organization, warehouse and finance
 * basics) is reachable from the menu with a screen of its own, never the not-found page. Pages left to other work
 * are listed in master-data-pages.ts with whose they are; anything else without a screen fails here.
 */
describe('master-data screens', () => {
  it('covers the SPEC §2 master-data menus', () => {
    expect(masterDataPages.length).toBeGreaterThan(60);
    expect(deliveredPages.map((p) => p.name)).toEqual(expect.arrayContaining(['goodsList', 'vehicleAssociation', 'customerList', 'staffList', 'warehouseList', 'subjectList']));
  });

  it.each(deliveredPages.map((p) => [p.name, p.title['zh-CN']]))('%s (%s) has a screen', (name) => {
    expect(screenOf(name)).toBeDefined();
  });

  it('names only pages that exist and still lack a screen', () => {
    const names = new Set(masterDataPages.map((p) => p.name));
    for (const name of Object.keys(elsewhere)) {
      expect(names.has(name), name).toBe(true);
      expect(screenOf(name), `${name} has a screen now: drop it from the list`).toBeUndefined();
    }
  });
});
