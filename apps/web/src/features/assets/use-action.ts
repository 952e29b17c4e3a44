import { useAction, type Action } from '../../request/index.ts';
import { assetsChanged } from './assets-api.ts';

/** One asset action at a time; every asset view reloads after it. */
export const useAssetAction = (): Action => useAction(assetsChanged);
