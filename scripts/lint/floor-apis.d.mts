import type { ESLint, Rule } from 'eslint';

export function floorOf(query?: string | readonly string[]): Map<string, { version: number[]; label: string }>;
export const apisRule: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
