/**
 * A click handler that leaves out a double click's later clicks (their `detail` is 2 or more): on a
 * fast connection the first click's change is in before the second, which would undo it (a vote,
 * then its cancel) or send again what was sent. A key's activation (`detail` 0) and clicks apart
 * each count.
 */
export const singleClick =
  (act: () => void) =>
  (event: { detail: number }): void => {
    if (event.detail < 2) act();
  };
