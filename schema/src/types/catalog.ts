import { builder } from '../builder.ts';
import {
  CAMPUSES,
  CAMPUS_HALLS,
  MOVE_TIMINGS,
  PERMIT_TYPES,
  PERMITS,
  ROOM_TYPES,
  YEARS,
} from '../catalog.ts';

// each campus with its halls, as the catalog answers them; the Campus type reads this shape (ADR 247)
const campuses = () => CAMPUSES.map((name) => ({ name, halls: CAMPUS_HALLS[name] }));

const CampusRef = builder.objectRef<ReturnType<typeof campuses>[number]>('Campus').implement({
  description: 'A campus and its residence halls and apartments.',
  fields: (t) => ({
    name: t.exposeString('name', { description: "The campus, e.g. 'Busch'." }),
    halls: t.exposeStringList('halls', { description: 'Its residence halls and apartments.' }),
  }),
});

const CatalogRef = builder.objectRef<Record<string, never>>('Catalog').implement({
  description: 'The fixed option lists. Values travel as these exact display strings.',
  fields: (t) => ({
    campuses: t.field({
      type: [CampusRef],
      description: 'The campuses and their halls.',
      resolve: campuses,
    }),
    roomTypes: t.stringList({ description: 'Single, Double, ...', resolve: () => [...ROOM_TYPES] }),
    permitTypes: t.stringList({ description: 'Resident, Commuter.', resolve: () => [...PERMIT_TYPES] }),
    permits: t.stringList({
      description: "Every parking permit, as '<campus> - <permit type>'.",
      resolve: () => PERMITS,
    }),
    moveTimings: t.stringList({
      description: 'When a swap should happen.',
      resolve: () => [...MOVE_TIMINGS],
    }),
    years: t.stringList({ description: 'Academic years.', resolve: () => [...YEARS] }),
  }),
});

builder.queryField('catalog', (t) =>
  t.field({
    type: CatalogRef,
    description: 'The fixed option lists (public).',
    skipTypeScopes: true,
    resolve: () => ({}),
  }),
);
