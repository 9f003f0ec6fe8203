// The support desk's weekly figures (docs/decisions/184-weekly-figures.md): connections made and swaps
// done (of two and 3-way apart, ADR 294) per campus week, type and campus, newest week first: the numbers the housing office asks for.
// A table on a wide screen; on a phone each row is a small card whose cells carry their column's name
// (trust.css), since five columns were clipped at 320–390 px (issue 38).
import type { SupportFiguresQuery } from '../../../gql/graphql.ts';

type Figure = SupportFiguresQuery['supportWeeklyFigures'][number];

export function WeeklyFigures({ figures }: { figures: readonly Figure[] }) {
  return (
    <section className="account-section" aria-labelledby="support-figures">
      <h2 id="support-figures" className="account-section__title">
        Connections and swaps per week
      </h2>
      {figures.length === 0 ? (
        <p>No connections or swaps in the last 12 weeks.</p>
      ) : (
        <div className="support-figures">
          <table data-testid="weekly-figures">
            <thead>
              <tr>
                <th scope="col">Week of</th>
                <th scope="col">Type</th>
                <th scope="col">Campus</th>
                <th scope="col">Connections</th>
                <th scope="col">Swaps</th>
              </tr>
            </thead>
            <tbody>
              {figures.map((f) => (
                <tr key={`${f.weekStart}|${f.type}|${f.campus ?? ''}`}>
                  <td data-label="Week of">{f.weekStart}</td>
                  <td data-label="Type">{f.type === 'DORM' ? 'Room' : 'Parking'}</td>
                  <td data-label="Campus">{f.campus ?? 'Unknown'}</td>
                  <td data-label="Connections">{f.connections}</td>
                  <td data-label="Swaps">
                    {/* pairs and 3-ways apart (ADR 294) */}
                    {f.swapsCompleted} ({f.pairSwapsDone} of two, {f.threeWaySwapsDone} 3-way)
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
