/**
 * A control that changes the home's page state. Where that state is in the URL it is a link to the
 * state's address, so a crawler, a served page before its code (or without script) and a new tab all
 * reach it; a plain click (and Space on a tab, as on any tab) changes the state in place instead.
 * Where the state is the element's own (`url-state="off"`) it is a button.
 */
import type { HTMLAttributes, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import type { SelectionUrlState } from '../../core/domain/selection-url.ts';
import { isBrowserClick } from '../ui/nav-link.tsx';
import { useStateHref } from './url-state.ts';

type Props = Omit<HTMLAttributes<HTMLElement>, 'onClick' | 'onKeyDown'> & {
  /** The page state this control leads to, written over the current one. */
  to: Partial<SelectionUrlState>;
  /** Changes the state in place (and whatever goes with the step). */
  onChoose: () => void;
  part?: string;
  ref?: (element: HTMLElement | null) => void;
  children: ReactNode;
};

export function StateLink({ to, onChoose, children, ...rest }: Props) {
  const href = useStateHref()(to);
  if (href === undefined)
    return (
      <button type="button" {...rest} onClick={onChoose}>
        {children}
      </button>
    );
  const onClick = (event: MouseEvent) => {
    if (isBrowserClick(event)) return;
    event.preventDefault();
    onChoose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    // Once per press, as a button does: a key held down repeats.
    if (!event.repeat) onChoose();
  };
  return (
    <a {...rest} href={href} onClick={onClick} onKeyDown={rest.role === 'tab' ? onKeyDown : undefined}>
      {children}
    </a>
  );
}
