// The support desk's weekly figures (docs/decisions/184-weekly-figures.md): connections made and swaps
// completed per campus week, type and campus, newest week first: the numbers the housing office asks for.
import type { SupportDeskQuery } from '../../../gql/graphql.ts';

type Figure = SupportDeskQuery['supportWeeklyFigures'][number];

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
                  <td>{f.weekStart}</td>
                  <td>{f.type === 'DORM' ? 'Room' : 'Parking'}</td>
                  <td>{f.campus ?? 'Unknown'}</td>
                  <td>{f.connections}</td>
                  <td>{f.swapsCompleted}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
