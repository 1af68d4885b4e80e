import { sql } from 'drizzle-orm';
import { applications, jobs } from '../../db/schema/index.ts';

/**
 * How many of the job's must-have questions an application misses, in SQL, so the applicant
 * list can filter and sort by it and page with a keyset. The same rule as the contract's
 * mustHaveResult (which the answer's must_haves comes from; must-haves.test.ts holds the two
 * together): an answer counts for the question of the same id and kind; a number meets its
 * least accepted number, a yes/no or choice one of the accepted answers; no answer misses.
 * 0 for a job without must-haves.
 */
export const mustHaveMissed = sql<number>`(SELECT count(*)::int
  FROM jsonb_array_elements(${jobs.screeningQuestions}) q
  WHERE coalesce((q->>'must_have')::boolean, false)
    AND NOT EXISTS (
      SELECT 1 FROM jsonb_array_elements(${applications.screeningAnswers}) a
      WHERE a->>'question_id' = q->>'id' AND a->>'kind' = q->>'kind'
        AND CASE WHEN q->>'kind' = 'number'
          THEN jsonb_typeof(a->'value') = 'number'
            AND (a->>'value')::numeric >= coalesce((q->>'min_number')::numeric, 0)
          ELSE jsonb_typeof(a->'value') = 'string'
            AND coalesce(q->'accepted', '[]'::jsonb) @> jsonb_build_array(a->'value')
        END))`;
