// Every error code with its HTTP status and the sentence it carries, rendered from the server's
// failure table (schema/src/failure-table.ts, ADR 236) rather than a copy of it; the OpenAPI
// document's error answers point here for each code's sentence.
import { FAILURE_ROWS, type ErrorCode, FAILURES } from '@campus-swap/schema/failure-table';

/** `<status> <CODE>`, e.g. "404 NOT_FOUND", as the table says. */
export function Failure({ code }: { code: ErrorCode }) {
  return (
    <code>
      {FAILURES[code].status} {code}
    </code>
  );
}

export function FailureTable() {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a phone, so a keyboard must reach it (WCAG 2.1.1)
    <div className="developers__table" tabIndex={0}>
      <table>
        <caption>Every error code</caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Code</th>
            <th scope="col">Sentence (its default)</th>
          </tr>
        </thead>
        <tbody>
          {[...FAILURE_ROWS]
            .sort(([, a], [, b]) => a.status - b.status)
            .map(([code, row]) => (
              <tr key={code}>
                <td>{row.status}</td>
                <td>
                  <code>{code}</code>
                </td>
                <td>
                  {row.message}
                  {row.retry !== undefined ? ' Retry after Retry-After seconds.' : ''}
                </td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
