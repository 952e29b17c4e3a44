import type { ResourceRecord } from '../../engines/resource/index.ts';

/** A vehicle model reads with its range, e.g. "朗逸 2019款 1.5L 自动舒适版": model names alone repeat across ranges. */
export const vehicleModelLabel = (r: ResourceRecord): string => [r.range_name, r.name].filter(Boolean).join(' ');
