// The "Blocked students" part of /account: who the student blocked, and undo
// (docs/decisions/180-blocks.md).
import { useId } from 'react';
import { useToast } from '../../../components/Toast.tsx';
import { messageOr, readApiError } from '../../../lib/api-errors.ts';
import { useBlocks, useUnblock } from '../api/blocks.ts';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

export function BlockedStudents() {
  const headingId = useId();
  const { showToast } = useToast();
  const { blocks, loading } = useBlocks();
  const { unblock, unblocking } = useUnblock();

  const onUndo = async (id: string, name: string) => {
    try {
      await unblock(id);
      showToast(`${name} is no longer blocked.`, 'info');
    } catch (error) {
      showToast(messageOr(readApiError(error), 'Could not undo the block.'), 'error');
    }
  };

  return (
    <section className="account-section" id="blocked-students" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-section__title">
        Blocked students
      </h2>
      <p>You and a student you blocked do not see each other anywhere. They are not told.</p>
      {blocks.length ? (
        <ul className="api-tokens__list" aria-label="Blocked students">
          {blocks.map((b) => {
            const name = b.userName ?? 'A student';
            return (
              <li key={b.id} className="api-tokens__item" data-testid="blocked-student">
                <span>
                  {name} <span className="api-tokens__scope">since {day(b.blockedAt)}</span>
                </span>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={unblocking}
                  onClick={() => onUndo(b.id, name)}
                >
                  Unblock {name}
                </button>
              </li>
            );
          })}
        </ul>
      ) : loading ? null : (
        <p className="api-tokens__empty">You have not blocked anyone.</p>
      )}
    </section>
  );
}
