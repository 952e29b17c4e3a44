import { describe, expect, it } from 'vitest';
import { allPages } from '../menu-tree/index.ts';
import { drillDimension, reportDefinitions, reportNames } from './report-definitions.ts';

describe('report definitions', () => {
  it('names every report of API.md once, each on a report-centre page', () => {
    const pages = new Set(allPages().map((p) => p.name));
    expect(Object.keys(reportDefinitions).sort()).toEqual([...reportNames].sort());
    for (const def of Object.values(reportDefinitions)) expect(pages.has(def.page), def.page).toBe(true);
  });

  it('drills month → day → bills and product groups → products → customers', () => {
    const sale = reportDefinitions.sale;
    expect(drillDimension(sale, 'month')).toBe('day');
    expect(drillDimension(sale, 'day')).toBe('bill');
    expect(drillDimension(sale, 'category')).toBe('product');
    expect(drillDimension(sale, 'product', ['category'])).toBe('partner');
    expect(drillDimension(sale, 'partner', ['product'])).toBe('bill');
    expect(drillDimension(sale, 'bill')).toBeUndefined();
    expect(drillDimension(reportDefinitions['gross-profit-detail'], 'line')).toBeUndefined();
  });

  it('drills every dimension of every report down to documents in at most five steps', () => {
    for (const def of Object.values(reportDefinitions)) {
      for (const start of def.dimensions) {
        const used = [start];
        let d: typeof start | undefined = start;
        for (let i = 0; i < 6 && d; i++) { d = drillDimension(def, d, used); if (d) used.push(d); }
        expect(d, `${def.name} from ${start}`).toBeUndefined();
        if (def.name !== 'stock-cost-analysis') expect(used.some((u) => u === 'bill' || u === 'line'), `${def.name} from ${start}`).toBe(true);
      }
    }
  });
});
