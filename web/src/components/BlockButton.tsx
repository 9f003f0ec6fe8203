// "Block" on a card of another student (a match, a request, a 3-way swap member), with a confirmation
// saying what it does. The blocked student is not told (docs/decisions/180-blocks.md).
import { useState } from 'react';
import { messageOr, readApiError } from '../lib/api-errors.ts';
import { useBlock } from '../lib/safety.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useToast } from './Toast.tsx';

interface Props {
  listingId: string;
  name: string;
}

export function BlockButton({ listingId, name }: Props) {
  const { showToast } = useToast();
  const { block, blocking } = useBlock();
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    try {
      await block(listingId);
      showToast(`You blocked ${name}. You can undo it in your account.`, 'info');
    } catch (error) {
      showToast(messageOr(readApiError(error), 'Could not block. Please try again.'), 'error');
    }
    setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => setOpen(true)}
        disabled={blocking}
      >
        <span className="button__label">Block {name}</span>
      </button>
      <ConfirmDialog
        open={open}
        title={`Block ${name}?`}
        confirmLabel="Block"
        danger
        busy={blocking}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <p>
          Neither of you will see the other anywhere on Campus Swap: matches, requests, connections and 3-way
          swaps. {name} is not told. You can undo it in your account.
        </p>
      </ConfirmDialog>
    </>
  );
}
