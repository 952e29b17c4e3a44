import { reportDefinitions, type ReportName } from '@zf/shared';
import type { ComponentType } from 'react';
import { ReportScreen } from './ReportScreen.tsx';

const screens = new Map<ReportName, ComponentType>();

/** The page of one report: the generic screen with its definition (one component per report, made once). */
export function reportPage(name: ReportName): ComponentType {
  let screen = screens.get(name);
  if (!screen) {
    const def = reportDefinitions[name];
    screen = function ReportPage() { return <ReportScreen key={def.name} def={def} />; };
    screens.set(name, screen);
  }
  return screen;
}
