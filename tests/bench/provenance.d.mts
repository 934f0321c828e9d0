export interface Provenance {
  commit: string | undefined;
  changed: boolean;
  machine: { cpu: string | undefined; cores: number; memoryGiB: number; os: string };
  browser: string | undefined;
}
export function browserName(printed: string): string;
export function browserVersion(): string | undefined;
export interface ProvenanceOptions {
  cwd?: string;
  browser?: () => string | undefined;
}
export function provenance(options?: ProvenanceOptions): Provenance;
export function startRecord(name: string, options?: ProvenanceOptions): (figures: Record<string, unknown>) => void;
export function readRecord(name: string, options?: { cwd?: string }): Record<string, unknown> | undefined;
