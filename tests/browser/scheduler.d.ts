/** The part of React's `scheduler` package (no types of its own) that the browser tests use. */
declare module 'scheduler' {
  export const unstable_IdlePriority: number;
  export function unstable_scheduleCallback(priority: number, callback: () => void): unknown;
}
