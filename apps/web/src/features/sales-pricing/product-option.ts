import type { ResourceRecord } from '../../engines/resource/resource-api.ts';

/** A product in a select reads as its code and name: names repeat across brands, codes do not. */
export const productOption = (r: ResourceRecord): string => `${String(r.code ?? '')} ${String(r.name ?? '')}`.trim();
