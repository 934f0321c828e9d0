export interface Provenance {
  commit: string | undefined;
  changed: boolean;
  machine: { cpu: string | undefined; cores: number; memoryGiB: number; os: string };
  browser: string | undefined;
}
export function browserVersion(): string | undefined;
export function provenance(options?: { cwd?: string; browser?: () => string | undefined }): Provenance;
