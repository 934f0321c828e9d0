export function writeOrCheck(target: string, doc: string, staleMessage: string): boolean;
