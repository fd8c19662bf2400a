/** The catalogue dialog (loaded lazily): browse the ML tasks, open one, use an example in the thread. */
import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import './catalogue.css';
import { TaskDetails } from './task-details.tsx';
import { TaskList } from './task-list.tsx';

interface CatalogueDialogProps {
  onClose: () => void;
  onUseInThread: (text: string) => void;
}

export function CatalogueDialog({ onClose, onUseInThread }: CatalogueDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [taskId, setTaskId] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [modality, setModality] = useState<string | null>(null);
  // The card to focus again when the person comes back from a task.
  const [returnTo, setReturnTo] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // showModal makes the page behind inert (the focus trap); old engines and jsdom lack it.
    if (typeof element.showModal === 'function') {
      if (!element.open) element.showModal();
    } else {
      element.setAttribute('open', '');
    }
    element.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
    };
  }, []);

  const close = useCallback(() => {
    const element = dialog.current;
    if (element?.open && typeof element.close === 'function') element.close();
    onClose();
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  // A click on the dialog element itself (not its content) is a click on the backdrop.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  const sendToThread = (text: string) => {
    onUseInThread(text);
    close();
  };

  const openTask = (id: string) => {
    setReturnTo(id);
    setTaskId(id);
  };

  return (
    <dialog
      ref={dialog}
      className="catalogue-dialog"
      aria-labelledby="catalogue-title"
      onKeyDown={onKeyDown}
      onClick={onBackdropClick}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={() => {
        if (!dialog.current?.open) onClose();
      }}
    >
      <div className="catalogue-dialog__frame">
        {/* A plain block: a <header> here would be a second "banner" landmark, inside a dialog. */}
        <div className="catalogue-dialog__header">
          <h2 id="catalogue-title" className="catalogue-dialog__title">
            ML task catalogue
          </h2>
          <button
            type="button"
            className="catalogue-dialog__close"
            aria-label="Close the catalogue"
            onClick={close}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="catalogue-dialog__body">
          {taskId ? (
            <TaskDetails id={taskId} onBack={() => setTaskId(null)} onUseInThread={sendToThread} />
          ) : (
            <TaskList
              query={query}
              onQueryChange={setQuery}
              modality={modality}
              onModalityChange={setModality}
              onOpenTask={openTask}
              focusTaskId={returnTo}
            />
          )}
        </div>
      </div>
    </dialog>
  );
}
