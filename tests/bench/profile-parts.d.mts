/** A frame of V8's CPU profile, as CDP's `Runtime.CallFrame` gives it. */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
  scriptId?: string;
}
/** CDP's `Profiler.Profile`: nodes of the call tree, and each sample's node and time since the one before (µs). */
export interface Profile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}
export function attribute(
  profile: Profile,
  options: { from?: number; to?: number; partOf: (callFrame: CallFrame) => string },
): Record<string, number>;
export function meanParts(loads: Record<string, number>[]): Record<string, number>;
export function partOfSource(source: string): 'react' | 'own';
/** A source map as node:module's `SourceMap` reads one (lines and columns from 0). */
export interface SourceMapLike {
  findEntry(lineOffset: number, columnOffset: number): { originalSource?: string } | Record<string, never>;
}
export function framePart(pageUrl: string, sourceMapOf: (file: string) => SourceMapLike | undefined): (callFrame: CallFrame) => string;
