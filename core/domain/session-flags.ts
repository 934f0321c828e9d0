/** Flags that last for the browser session (the discovery tooltip, dismissed guides). */
import { readStorage, writeStorage } from '../storage/storage.ts';

const key = (name: string) => `selection-widgets:flag:${name}`;

export const isFlagSet = (name: string): boolean => readStorage('sessionStorage', key(name)) === '1';
export const setFlag = (name: string): void => writeStorage('sessionStorage', key(name), '1');

export const DISCOVERY_TOOLTIP_FLAG = 'discovery-tooltip-dismissed';
