/** Markers of the app channel's messages; kept apart from the schemas so sending needs no valibot. */
export const OUTBOUND_SOURCE = 'selection-widgets';
export const INBOUND_SOURCE = 'selection-app';
