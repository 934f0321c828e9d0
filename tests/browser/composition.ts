/**
 * Hangul typed through an input method, replayed as WebKit (Safari and the iOS web views) reports
 * it: each syllable grows key by key inside a composition, the composition ends, and only then does
 * the keydown of the Enter that ended it arrive, with `isComposing` false. Only its keyCode, 229
 * (the key went to the input method), tells it apart from an Enter of its own. Chromium and Firefox
 * send that keydown first, inside the composition.
 */

/** The value after each key of `text`, as a Korean input method builds it ('라멘': ㄹ, 라, 라ㅁ, 라메, 라멘). */
const STEPS: Record<string, string[]> = {
  라멘: ['ㄹ', '라', '라ㅁ', '라메', '라멘'],
  '리뷰 부탁해요': ['리뷰 부탁해', '리뷰 부탁해ㅇ', '리뷰 부탁해요'],
};

function setValue(input: HTMLInputElement, value: string, composing: boolean): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(
    new InputEvent('input', { bubbles: true, composed: true, isComposing: composing, inputType: 'insertCompositionText' }),
  );
}

/** Composes `text` (one of the words above) after what `input` holds, then presses Enter in WebKit's order. */
export function composeThenEnterAsWebKit(input: HTMLInputElement, text: keyof typeof STEPS): void {
  const before = input.value;
  const steps = STEPS[text] ?? [text];
  input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, composed: true, data: '' }));
  for (const step of steps) {
    input.dispatchEvent(new CompositionEvent('compositionupdate', { bubbles: true, composed: true, data: step }));
    setValue(input, before + step, true);
  }
  input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, composed: true, data: text }));
  const enter = new KeyboardEvent('keydown', {
    key: 'Enter',
    code: 'Enter',
    keyCode: 229,
    bubbles: true,
    cancelable: true,
    composed: true,
    isComposing: false,
  } as KeyboardEventInit);
  // Not every engine takes the legacy keyCode from the init dictionary.
  if (enter.keyCode !== 229) Object.defineProperty(enter, 'keyCode', { value: 229 });
  input.dispatchEvent(enter);
}
