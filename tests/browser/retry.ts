/** A failed call retried from the keyboard, as a person does it: the error's 다시 시도, focused, Enter. */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { deepActiveElement } from './engine.ts';
import { holdFetches, shadow, waitFor } from './helpers.ts';

/**
 * Mounts an element (`place`) whose call matching `call` fails, both its attempts; focuses the 다시 시도
 * of its error (`error`, a selector in its shadow root) and presses Enter. While the call is asked
 * again, the error stays, its 다시 시도 busy and still focused; then the call is let through. Resolves
 * with the element once the answer is on its way.
 */
export async function retryByKeyboard(place: () => HTMLElement, call: (url: string) => boolean, error: string): Promise<HTMLElement> {
  const failing = holdFetches(call);
  let element: HTMLElement;
  let retry: HTMLButtonElement;
  try {
    element = place();
    await waitFor(() => failing.held() > 0, { message: 'the call sent' });
    failing.release(503);
    retry = await waitFor(() => shadow(element).querySelector<HTMLButtonElement>(`${error} button`), {
      message: 'the error with 다시 시도',
      timeout: 10_000,
    });
  } finally {
    failing.stop();
  }
  retry.focus();
  const again = holdFetches(call);
  try {
    await sendKeys({ press: 'Enter' });
    await waitFor(() => again.held() === 1, { message: 'the call sent again' });
    const busy = await waitFor(() => shadow(element).querySelector<HTMLButtonElement>(`${error} button[aria-busy="true"]`), {
      message: 'the retry shown busy',
    });
    expect(deepActiveElement(), 'focus on the busy retry').to.equal(busy);
    again.release();
  } finally {
    again.stop();
  }
  return element;
}
