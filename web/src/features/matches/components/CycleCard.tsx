// One 3-way swap card: who moves where, the three students and their halls (or permits), where consent
// stands, "I'm in" / "Not for me", and, once all three are in, the other two's contact details and the
// school's next step. Contact details exist only once the server says all three joined.
import type { SwapCycle } from '../api/cycles.ts';
import { instagramUrl, linkedinUrl } from '../card-text.ts';
import { cycleTitle, joinStatus, moveLines } from '../cycle-text.ts';

interface Props {
  cycle: SwapCycle;
  busy: boolean;
  onJoin(): void;
  onLeave(): void;
}

const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

export function CycleCard({ cycle, busy, onJoin, onLeave }: Props) {
  const titleId = `cycle-${cycle.id}-title`;
  const others = cycle.members.filter((m) => !m.isMe);
  return (
    <article className="cycle-card" aria-labelledby={titleId} data-testid="cycle-card">
      <p className="cycle-card__badge">3-way swap</p>
      <h3 id={titleId} className="cycle-card__title">
        {cycleTitle(cycle)}
      </h3>
      <ol className="cycle-card__moves" aria-label="Who moves where">
        {moveLines(cycle).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <ul className="cycle-card__people" aria-label="The three students">
        {cycle.members.map((m) => (
          <li key={m.position}>
            <span className="cycle-card__person-name">
              {m.isMe ? `${m.userName ?? 'You'} (you)` : m.userName}
            </span>
            <span className="cycle-card__person-facts">
              {[
                m.userAge ? String(m.userAge) : '',
                m.userAcademicYear ? capitalize(m.userAcademicYear) : '',
                m.place,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      <p className="cycle-card__status" role="status">
        {joinStatus(cycle)}
      </p>
      {cycle.connected ? (
        <section className="cycle-card__contacts" aria-label="Contact details">
          {others.map((m) => (
            <dl
              key={m.position}
              className="match-card__facts"
              aria-label={`Contact details of ${m.userName}`}
            >
              <dt>Name</dt>
              <dd>{m.userName}</dd>
              <dt>Email</dt>
              <dd>{m.userEmail ? <a href={`mailto:${m.userEmail}`}>{m.userEmail}</a> : 'Not shared'}</dd>
              <dt>Instagram</dt>
              <dd>
                <External value={m.userInstagram} href={instagramUrl(m.userInstagram)} />
              </dd>
              <dt>LinkedIn</dt>
              <dd>
                <External value={m.userLinkedin} href={linkedinUrl(m.userLinkedin)} />
              </dd>
            </dl>
          ))}
          {cycle.nextStep ? <p className="match-card__next-step">{cycle.nextStep}</p> : null}
        </section>
      ) : (
        <div className="match-card__actions">
          {cycle.joinedByMe ? null : (
            <button type="button" className="button button--primary" onClick={onJoin} disabled={busy}>
              I’m in
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={onLeave} disabled={busy}>
            Not for me
          </button>
        </div>
      )}
    </article>
  );
}

function External({ value, href }: { value: string | null; href: string | null }) {
  if (!value) return <>Not given</>;
  if (!href) return <>{value}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {value}
    </a>
  );
}
