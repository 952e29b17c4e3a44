import { Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';

/** The option object ECharts takes (kept loose here so the types of echarts stay out of the page's static imports). */
export type ChartOption = Record<string, unknown>;

type Echarts = typeof import('echarts/core');
let loading: Promise<Echarts> | undefined;

/** ECharts with the pieces the dashboard draws, loaded on first use only (never in the login page's JS). */
const loadEcharts = (): Promise<Echarts> => (loading ??= import('./echarts-setup.ts').then((m) => m.echarts));

/** One chart: draws `option` into a canvas, redraws when it changes and follows the container's width. */
export function EChart({ option, height = 260, testId }: { option: ChartOption; height?: number; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<Echarts['init']> | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let gone = false;
    let observer: ResizeObserver | undefined;
    void loadEcharts().then((echarts) => {
      if (gone || !box.current) return;
      chart.current = echarts.init(box.current);
      observer = new ResizeObserver(() => chart.current?.resize());
      observer.observe(box.current);
      setReady(true);
    });
    return () => {
      gone = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready) chart.current?.setOption(option, true);
  }, [ready, option]);

  return (
    <div style={{ position: 'relative', height }}>
      {!ready ? <Skeleton active style={{ position: 'absolute', inset: 0 }} /> : null}
      <div ref={box} data-testid={testId} style={{ width: '100%', height }} />
    </div>
  );
}
