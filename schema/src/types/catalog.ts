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

type CampusShape = { name: string; halls: readonly string[] };

const CampusRef = builder.objectRef<CampusShape>('Campus').implement({
  description: 'A campus and its residence halls and apartments.',
  fields: (t) => ({
    name: t.exposeString('name'),
    halls: t.exposeStringList('halls'),
  }),
});

const CatalogRef = builder.objectRef<Record<string, never>>('Catalog').implement({
  description: 'The fixed option lists. Values travel as these exact display strings.',
  fields: (t) => ({
    campuses: t.field({
      type: [CampusRef],
      resolve: () => CAMPUSES.map((name) => ({ name, halls: CAMPUS_HALLS[name] })),
    }),
    roomTypes: t.stringList({ resolve: () => [...ROOM_TYPES] }),
    permitTypes: t.stringList({ resolve: () => [...PERMIT_TYPES] }),
    permits: t.stringList({
      description: "Every parking permit, as '<campus> - <permit type>'.",
      resolve: () => PERMITS,
    }),
    moveTimings: t.stringList({ resolve: () => [...MOVE_TIMINGS] }),
    years: t.stringList({ resolve: () => [...YEARS] }),
  }),
});

builder.queryField('catalog', (t) => t.field({ type: CatalogRef, resolve: () => ({}) }));
