// What every route module receives: the live state (replaced on reset), the clock and sessions.
import type { ApiState } from './state.ts';
import type { SessionStore } from './sessions.ts';

export const API_BASE = '/api';
export const LEGACY_API_BASE = '/api_base';
export const MOCK_BASE = `${API_BASE}/mock/selection`;

export interface ApiContext {
  /** The current state; a reset replaces it, so read it per request. */
  readonly state: ApiState;
  now(): Date;
  readonly sessions: SessionStore;
  reset(): void;
}
