import type { ResourceRecord } from '../../engines/resource/index.ts';

/** A product reads as code and name in selects ("BOS-0986494210 博世前刹车片"): names repeat across brands and specs. */
export const productLabel = (r: Pick<ResourceRecord, 'id'> & Record<string, unknown>): string => [r.code, r.name].filter(Boolean).join(' ');
