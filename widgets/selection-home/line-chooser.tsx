/**
 * The sneakers "line" chooser for a category with 14 or more children: a modal dialog on desktop,
 * a slide-up sheet on a phone (the same native dialog, styled by width).
 */
import { useEffect, useId, useRef } from 'react';
import type { NavLevel } from '../../core/domain/category-tree.ts';
import { homeMessages as home } from '../../core/messages/home.ts';
import { messages } from '../../core/messages/index.ts';
import type { SelectionFrame } from '../../core/schemas/selection-frame.ts';
import { closeOnAppBack } from '../ui/app-back.ts';
import { useIsPhone } from '../ui/use-media.ts';
import { usePageStillWhileOpen } from '../ui/page-still.ts';

const { common } = messages;

export function LineChooser({ level, onChoose }: { level: NavLevel; onChoose: (frame: SelectionFrame | undefined) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Two levels may each have a chooser: each dialog is named by its own title.
  const titleId = useId();
  const phone = useIsPhone();
  usePageStillWhileOpen(dialog);
  const close = () => dialog.current?.close();
  // In the app, its back button closes the chooser as Esc does, while it is open.
  const stopAppBack = useRef<(() => void) | undefined>(undefined);
  const stopListening = () => {
    stopAppBack.current?.();
    stopAppBack.current = undefined;
  };
  useEffect(() => stopListening, []);
  const open = () => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    stopAppBack.current = closeOnAppBack(element);
  };
  const pickAndClose = (frame: SelectionFrame | undefined) => {
    close();
    onChoose(frame);
  };
  return (
    <>
      <button type="button" className="line-chooser__open" part="line-chooser-open" aria-haspopup="dialog" onClick={open}>
        {level.selected ? (
          <>
            {/* Chosen, the button shows the line; a screen reader hears what it chooses too. */}
            <span className="visually-hidden">{home.lineChooserTitle(level.parent.title)}: </span>
            {level.selected.title}
          </>
        ) : (
          home.lineChooserTitle(level.parent.title)
        )}
        <span aria-hidden="true"> ▾</span>
      </button>
      <dialog
        ref={dialog}
        className={`line-chooser ${phone ? 'line-chooser--sheet' : 'line-chooser--modal'}`}
        part="line-chooser"
        aria-labelledby={titleId}
        // No Tab stop of its own: WebKit makes a modal dialog one.
        tabIndex={-1}
        data-presentation={phone ? 'sheet' : 'modal'}
        onClose={stopListening}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="line-chooser__header">
          <h2 id={titleId}>{home.lineChooserTitle(level.parent.title)}</h2>
          <button type="button" className="line-chooser__close" aria-label={common.close} onClick={close}>
            ×
          </button>
        </div>
        <ul className="line-chooser__list">
          <li>
            <button type="button" aria-pressed={!level.selected} onClick={() => pickAndClose(undefined)}>
              {home.all}
            </button>
          </li>
          {level.options.map((frame) => (
            <li key={frame._id}>
              <button type="button" aria-pressed={level.selected?._id === frame._id} onClick={() => pickAndClose(frame)}>
                {frame.title}
              </button>
            </li>
          ))}
        </ul>
      </dialog>
    </>
  );
}
