import type { ChildProcess } from 'node:child_process';

export interface WebKitBinaries {
  driver: string;
  miniBrowser: string;
  /** Undefined only when DISPLAY is set and no Xvfb was found. */
  xvfb: string | undefined;
}

export interface WebKitCapabilities {
  browserName: 'MiniBrowser';
  'wdio:enforceWebDriverClassic': true;
  'webkitgtk:browserOptions': { binary: string; args: string[] };
}

export interface RunningWebKit {
  port: number;
  display: string | undefined;
  capabilities: WebKitCapabilities;
  stop(): Promise<void>;
}

export function findWebKit(): WebKitBinaries;
export function webKitCapabilities(miniBrowser: string): WebKitCapabilities;
export function waitForPort(port: number, options?: { timeout?: number; child?: ChildProcess }): Promise<void>;
export function stopChild(child: ChildProcess | undefined, grace?: number): Promise<void>;
export function startWebKit(options: { port: number; webkit?: WebKitBinaries; log?: 'ignore' | 'inherit' }): Promise<RunningWebKit>;
