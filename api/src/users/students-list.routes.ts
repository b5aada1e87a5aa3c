// GET users/students: the student list of the staff area (spec 002 section 2 "Lists"), 20 a page, searched by
// name, e-mail, phone or id, filtered by group, parent and state, and only ever the viewer's subtree. A list's
// opening page is kept by viewer at the students' version (migration 0029), read with the session.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { studentScope } from '../access/scope.ts';
import { sessionRead } from '../auth/session-read.ts';
import { homeworksLeft } from '../homework/homeworks-left.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { batchedByShape, unbatchedRead } from '../db/batched.ts';
import { keptByVersionPerKey } from '../db/kept-by-version.ts';
import { isoUtc } from '../db/iso-time.ts';
import { compiledSerializer } from '../http/compiled-serializer.ts';
import { statementByShape } from '../db/prepared.ts';
import { games, groups, users } from '../db/schema.ts';
import { pageAnswer, pageWindow, type PageWindow } from '../http/paging.ts';
import {
  personSearchOf,
  type SearchKind,
  searchOf,
  stateAsked,
  stateCondition,
  type StateAsked,
} from './list-filters.ts';
import type { Role } from '@abacus/contract/roles';
import { studentsPage, studentsQuery, type StudentsQuery } from '@abacus/contract/staff-lists-schema';

const parents = alias(users, 'parents');

/** What a request's statement depends on; its values (the viewer, the ids, the search) are placeholders. */
interface StudentsShape {
  role: Role;
  group: boolean;
  parent: boolean;
  state: StateAsked;
  search: SearchKind;
}

interface StudentRow {
  id: number;
  first_name: string;
  last_name: string;
  middle_name: string;
  email: string;
  phone_number: string;
  is_active: boolean;
  is_free: boolean;
  /** As `Date#toISOString` writes it (db/iso-time.ts): no Date parsed and formatted back a row. */
  date_deactivated: string | null;
  group_id: number | null;
  group_name: string | null;
  parent_id: number | null;
  parent_first_name: string | null;
  parent_last_name: string | null;
}

/** The students a request of the shape selects; its values are placeholders. */
function studentsWhere(shape: StudentsShape) {
  const viewer = { id: sql.placeholder('viewer') as unknown as number, role: shape.role };
  return and(
    studentScope(viewer),
    shape.group ? eq(users.groupId, sql.placeholder('group')) : undefined,
    shape.parent ? eq(users.parentId, sql.placeholder('parent')) : undefined,
    stateCondition(shape.state),
    personSearchOf(shape.search),
  );
}

/** How many students the request selects, and its page of them: each a statement built once per shape. */
const studentsCount = statementByShape<StudentsShape, { count: number }>(
  'students_count',
  (shape) => sql`select count(*)::int as count from ${users} where ${studentsWhere(shape)}`,
);
/** A page's columns, tables and order: the students with their group and parent. */
const pageOf = (shape: StudentsShape, extra = sql``) => sql`select ${users.id} as id, ${users.firstName} as first_name,
      ${users.lastName} as last_name, ${users.middleName} as middle_name, ${users.email} as email,
      ${users.phoneNumber} as phone_number, ${users.isActive} as is_active, ${users.isFree} as is_free,
      ${sql.raw(isoUtc('"users"."date_deactivated"'))} as date_deactivated, ${groups.id} as group_id, ${groups.name} as group_name,
      ${parents.id} as parent_id, ${parents.firstName} as parent_first_name, ${parents.lastName} as parent_last_name
      ${extra}
    from ${users}
    left join ${groups} on ${groups.id} = ${users.groupId}
    left join ${users} ${parents} on ${parents.id} = ${users.parentId} and ${parents.role} = 'parent'
    where ${studentsWhere(shape)}
    order by ${users.lastName}, ${users.firstName}, ${users.id}
    limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
const studentsPageRows = statementByShape<StudentsShape, StudentRow>('students_page', (shape) => pageOf(shape));
/**
 * The page with the count of all the students it is a page of, in one statement: for a teacher, whose students are a
 * few groups' (a round trip less; the count of a franchise's thousands would hold its page back: two statements).
 */
const studentsPageCounted = batchedByShape<StudentsShape, StudentRow & { total: number }>(
  'students_page_counted',
  (shape) => pageOf(shape, sql`, count(*) over ()::int as total`),
  { viewer: 'int', group: 'int', parent: 'int', pattern: 'text', searchId: 'int', limit: 'int', offset: 'int' },
);

/** What a request's statement depends on, from its validated query: the shape (above). */
const shapeOf = (role: Role, query: StudentsQuery): StudentsShape => ({
  role,
  group: Boolean(query.group),
  parent: Boolean(query.parent),
  state: stateAsked(query),
  search: searchOf(query).kind,
});

/** A list as it opens: no filter, no search, every state (a teacher's most of all: pnpm bench api). */
const isOpening = (shape: StudentsShape) =>
  !shape.group && !shape.parent && shape.state === 'all' && shape.search === 'none';

/**
 * The students' version (migration 0029), read in the statement of the session of a request that may be a list's
 * opening (auth/session-read.ts): a page kept at that version is the page, without reading it again.
 */
const versionWithSession = sessionRead(
  unbatchedRead<{ version: number }>('students_version', 'select v.version from students_version v where v.id = 1'),
);
/**
 * The opening pages read, by viewer and window, kept at the version read with their session: the page a teacher opens
 * costs PostgreSQL the session's statement alone while nothing it shows has changed. A page read after its version
 * (a write committed in between) is newer than the version, never older, so keeping it there is safe: the next request
 * sees the newer version and reads it again.
 */
const openingPages = keptByVersionPerKey<{ count: number; rows: StudentRow[] }>(1_000);
/** The largest window kept: the lists ask for 20 a page; a page of 500 asked for on purpose is read each time. */
const KEPT_PAGE_MAX = 50;

/** `[]` (the version alone) for a request that validates as an opening; null for any other (or an invalid one). */
function openingParams(req: FastifyRequest): [] | null {
  const query = studentsQuery.safeParse(req.query);
  return query.success && isOpening(shapeOf('teacher', query.data)) ? [] : null;
}

/** The count and the page (see above); a page past the end has no row to carry the count: it is counted apart. */
async function countAndPage(
  db: Db,
  shape: StudentsShape,
  values: Record<string, unknown>,
  window: PageWindow,
): Promise<{ count: number; rows: StudentRow[] }> {
  const paged = { ...values, limit: window.size, offset: window.offset };
  if (shape.role === 'teacher') {
    const rows = await studentsPageCounted(db, shape, paged);
    if (rows.length || window.offset === 0) return { count: rows[0]?.total ?? 0, rows };
    return { count: (await studentsCount(db, shape, values))[0].count, rows };
  }
  // The count and the page at once, on two connections: the super franchise's count reads every student (7 ms
  // of 40,000), and one statement for both made its page wait for it (pnpm bench staff: p99 55 -> 108 ms).
  const [[{ count }], rows] = await Promise.all([studentsCount(db, shape, values), studentsPageRows(db, shape, paged)]);
  return { count, rows };
}

/** Games played by each student of a page (spec 002 "Student table": optional statistics). */
async function gamesPlayed(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ userId: games.userId, n: sql<number>`count(*)::int` })
    .from(games)
    .where(inArray(games.userId, ids))
    .groupBy(games.userId);
  return new Map(rows.map((row) => [row.userId, row.n]));
}

export function registerStudentsListRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(`${API_PREFIX}/users/students`, {
    schema: {
      tags: ['staff'],
      summary: "The students the viewer may see (their subtree's, a parent's children), 20 a page",
      security: [{ token: [] }],
      querystring: studentsQuery,
      response: { 200: studentsPage },
    },
    // The page a teacher opens the most: written by a serializer compiled from the contract, not checked by zod.
    serializerCompiler: compiledSerializer,
    onRequest: versionWithSession.requireAuth(ctx, openingParams),
    handler: async (req) => {
      const { query } = req;
      const window = pageWindow(query);
      const shape = shapeOf(req.user!.role, query);
      const values = { viewer: req.user!.id, group: query.group, parent: query.parent, ...searchOf(query).values };
      const keeps = isOpening(shape) && window.size <= KEPT_PAGE_MAX;
      const version = keeps ? (versionWithSession.earlyRows(req, [])?.[0]?.version ?? null) : null;
      const key = `${req.user!.id}:${window.size}:${window.offset}`;
      const kept = version === null ? undefined : openingPages.get(ctx.db, version, key);
      const { count, rows } = kept ?? (await countAndPage(ctx.db, shape, values, window));
      if (version !== null && kept === undefined) openingPages.set(ctx.db, version, key, { count, rows });
      const statistics = query.statistics === 'true';
      const [games, left] = statistics
        ? await Promise.all([
            gamesPlayed(
              ctx.db,
              rows.map((r) => r.id),
            ),
            homeworksLeft(
              ctx.db,
              rows.map((r) => ({ id: r.id, groupId: r.group_id })),
              new Date(),
            ),
          ])
        : [null, null];
      return pageAnswer(
        req.url,
        window,
        count,
        rows.map((r) => ({
          ...(games ? { statistic: { games_total: games.get(r.id) ?? 0, homeworks_left: left?.get(r.id) ?? 0 } } : {}),
          id: r.id,
          first_name: r.first_name,
          last_name: r.last_name,
          middle_name: r.middle_name,
          email: r.email,
          phone_number: r.phone_number,
          is_active: r.is_active,
          is_free: r.is_free,
          date_deactivated: r.date_deactivated,
          group: r.group_id === null ? null : { id: r.group_id, name: r.group_name ?? '' },
          parent:
            r.parent_id === null
              ? null
              : { id: r.parent_id, first_name: r.parent_first_name ?? '', last_name: r.parent_last_name ?? '' },
        })),
      );
    },
  });
}
