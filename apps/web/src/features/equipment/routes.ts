import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';
import { resourceScreen } from '../../engines/resource/screen.ts';

const billPage = (type: 'maintenance-bills' | 'repair-bills') =>
  lazy(() => import('./equipment-bill.page.tsx').then((m) => ({ default: () => m.EquipmentBillPage({ type }) })));

/**
 * Equipment (issue 18, helper equipment): the ledger, maintenance items and plans and the fixture ledger are resource
 * screens; the card shows one machine with its plans, bill history and monthly downtime and cost; maintenance and
 * repair bills are the bill screens with this feature's form (machine, downtime, cost, fault, spare parts) in place
 * of the generic line editor (they replace the plain screens the documents feature gives the types).
 */
export const pages: FeatureRoutes['pages'] = {
  equipmentLedger: resourceScreen('equipment'),
  equipmentCard: lazy(() => import('./equipment-card.page.tsx')),
  maintainProject: lazy(() => import('./maintain-project.page.tsx')),
  maintainPlan: resourceScreen('maintenance-plans'),
  maintainBill: billPage('maintenance-bills'),
  repairBill: billPage('repair-bills'),
  fixtureLedger: lazy(() => import('./fixture-ledger.page.tsx')),
};
