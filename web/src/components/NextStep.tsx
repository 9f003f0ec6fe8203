// What the school still requires once students are connected, as every card says it (a match card, a
// request, a 3-way, a swap): the server's sentence and, when the server knows the housing office's form
// (HOUSING_SWAP_FORM_URL), a link to it, opened apart from the app (issue 37, ADR 315).
interface Props {
  text: string | null;
  formUrl: string | null;
  className: string;
}

export function NextStep({ text, formUrl, className }: Props) {
  if (!text) return null;
  return (
    <>
      <p className={className}>{text}</p>
      {formUrl ? (
        <p className={className}>
          <a href={formUrl} target="_blank" rel="noopener noreferrer">
            The housing office's room-swap form
          </a>
        </p>
      ) : null}
    </>
  );
}
