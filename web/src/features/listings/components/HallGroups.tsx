// The preferred halls, one group per chosen campus (issue 13: Busch alone has 17). Each campus has an
// "All of <campus>" box that chooses or clears the whole campus (mixed while only some are chosen), and
// with more than a screenful of halls a search box narrows what is shown; what is chosen stays chosen
// while hidden by the search.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { groupState, matchesSearch, setGroup } from '../halls.ts';

/** Above this many halls in all, a search box appears. */
const SEARCH_FROM = 10;

interface HallGroupsProps {
  id: string;
  groups: readonly { name: string; options: readonly string[] }[];
  selected: readonly string[];
  onChange(selected: string[]): void;
  box(option: string): ReactNode;
}

function AllBox({
  id,
  name,
  options,
  selected,
  order,
  onChange,
}: {
  id: string;
  name: string;
  options: readonly string[];
  selected: readonly string[];
  order: readonly string[];
  onChange(selected: string[]): void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const state = groupState(selected, options);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className="lf-check lf-check--all">
      <input
        ref={ref}
        type="checkbox"
        name={`${id}-all`}
        checked={state === 'all'}
        onChange={(event) => onChange(setGroup(selected, options, event.target.checked, order))}
      />
      <span>
        All of {name} ({options.length})
      </span>
    </label>
  );
}

export function HallGroups({ id, groups, selected, onChange, box }: HallGroupsProps) {
  const [query, setQuery] = useState('');
  const order = groups.flatMap((g) => g.options);
  const searchable = order.length > SEARCH_FROM;
  const shown = (options: readonly string[]) =>
    searchable ? options.filter((o) => matchesSearch(o, query)) : options;
  const anyShown = groups.some((g) => shown(g.options).length > 0);
  return (
    <>
      {searchable ? (
        <div className="lf-search">
          <label htmlFor={`${id}-search`} className="lf-search__label">
            Find a hall
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="lf-input"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      ) : null}
      {groups.map((group) => {
        const visible = shown(group.options);
        if (visible.length === 0) return null;
        return (
          <fieldset key={group.name} className="lf-subgroup">
            <legend className="lf-subgroup__title">{group.name}</legend>
            {group.options.length > 1 && visible.length === group.options.length ? (
              <AllBox
                id={`${id}-${group.name}`}
                name={group.name}
                options={group.options}
                selected={selected}
                order={order}
                onChange={onChange}
              />
            ) : null}
            <div className="lf-checks">{visible.map(box)}</div>
          </fieldset>
        );
      })}
      {searchable && !anyShown ? (
        <p className="lf-hint" role="status">
          No hall matches “{query.trim()}”.
        </p>
      ) : null}
    </>
  );
}
