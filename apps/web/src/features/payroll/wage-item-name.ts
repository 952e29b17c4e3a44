import { wageItemName } from '@zf/shared';
import { createElement, Fragment } from 'react';
import { useLanguage } from '../../engines/resource/labels.ts';

/** A wage item's name in the list of wage items: a seeded item in the reader's language while its name is unchanged. */
function WageItemName({ code, name }: { code: string; name: string }) {
  return createElement(Fragment, null, wageItemName(code, name, useLanguage()));
}

export const wageItemNameCell = (record: Record<string, unknown>) => createElement(WageItemName, { code: String(record.code ?? ''), name: String(record.name ?? '') });
