export const ENGINES: string[];
export function findEngines(engines: string[]): Partial<Record<'chromium' | 'firefox' | 'webkitDriver' | 'miniBrowser' | 'xvfb', string>>;
export function findBrowser(): string;
export const BROWSER_ARGS: string[];
