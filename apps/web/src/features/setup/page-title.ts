import { findPage } from '@zf/shared';
import { currentLanguage } from '../../i18n/index.ts';

/** A page's title from the shared menu tree, for pages this user may not open (so no menu route carries it). */
export const treeTitle = (name: string): string => findPage(name)?.title[currentLanguage()] ?? name;
