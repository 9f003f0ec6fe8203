import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { trapTabKey } from '../lib/focus-trap.ts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive (deactivate, delete). */
  danger?: boolean;
  busy?: boolean;
  /** Keeps the confirm button off until the form inside is complete (e.g. a reason is chosen). */
  confirmDisabled?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A modal confirmation built on <dialog>: the rest of the page is inert while it is open, Tab stays
 * inside, Escape cancels, and focus goes back to whatever opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger = false,
  busy = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The safe choice gets focus first.
    cancelRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => trapTabKey(event, ref.current);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: close through React state so focus is restored the same way as Cancel.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {children ? (
        <div id={bodyId} className="dialog__body">
          {children}
        </div>
      ) : null}
      <div className="dialog__actions">
        <button
          ref={cancelRef}
          type="button"
          className="button button--secondary"
          onClick={onCancel}
          disabled={busy}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className={danger ? 'button button--danger' : 'button button--primary'}
          onClick={onConfirm}
          disabled={busy || confirmDisabled}
          aria-busy={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
