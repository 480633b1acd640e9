-- A search's documents are stored as json, the text given, not jsonb: every search inserts one, and nothing but this
-- function's list of ranked slugs looks inside them (app/db/schema.ts). buyer_request_view (0010, 0015) returns them
-- as stored; its result columns change type, so it is dropped and created again.
ALTER TABLE "buyer_requests" ALTER COLUMN "problem" SET DATA TYPE json USING "problem"::json;--> statement-breakpoint
ALTER TABLE "buyer_requests" ALTER COLUMN "results" SET DATA TYPE json USING "results"::json;--> statement-breakpoint
ALTER TABLE "buyer_requests" ALTER COLUMN "interpretation" SET DATA TYPE json USING "interpretation"::json;--> statement-breakpoint
DROP FUNCTION buyer_request_view(text, jsonb);
--> statement-breakpoint
CREATE FUNCTION buyer_request_view(p_request_id text, p_ranked_slugs jsonb)
RETURNS TABLE (problem json, results json, interpretation json, created_ms float8, reachable json, questions json, connections json)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
DECLARE
  v_problem json;
  v_results json;
  v_interpretation json;
  v_created_ms float8;
  v_ranked jsonb := p_ranked_slugs;
BEGIN
  IF v_ranked IS NULL THEN
    SELECT r.problem, r.results, r.interpretation, (extract(epoch from r.created_at) * 1000)::float8
      INTO v_problem, v_results, v_interpretation, v_created_ms
      FROM buyer_requests r WHERE r.id = p_request_id;
    IF NOT FOUND THEN
      RETURN;
    END IF;
    SELECT coalesce(jsonb_agg(e ->> 'slug'), '[]'::jsonb) INTO v_ranked
      FROM json_array_elements(CASE WHEN json_typeof(v_results) = 'array' THEN v_results ELSE '[]'::json END) e;
  ELSE
    PERFORM 1 FROM buyer_requests r WHERE r.id = p_request_id;
    IF NOT FOUND THEN
      RETURN;
    END IF;
  END IF;
  RETURN QUERY SELECT
    v_problem,
    v_results,
    v_interpretation,
    v_created_ms,
    (SELECT json_agg(v.slug) FROM vendors v
      WHERE v.status = 'published'
        AND v.slug IN (SELECT jsonb_array_elements_text(v_ranked))
        AND EXISTS (
          SELECT 1 FROM vendor_members m JOIN auth_users u ON u.id = m.user_id
          WHERE m.vendor_id = v.id AND m.status = 'active')),
    (SELECT json_agg(json_build_object(
        'id', q.id, 'groupId', q.group_id, 'body', q.body,
        'askedAt', (extract(epoch from q.created_at) * 1000)::float8,
        'answer', q.answer, 'answeredAt', (extract(epoch from q.answered_at) * 1000)::float8,
        'vendorSlug', v.slug, 'vendorName', v.name))
      FROM buyer_questions q JOIN vendors v ON v.id = q.vendor_id
      WHERE q.request_id = p_request_id),
    (SELECT json_agg(json_build_object(
        'vendorSlug', v.slug, 'vendorName', v.name, 'state', l.state,
        'connectedAt', (extract(epoch from l.created_at) * 1000)::float8,
        'unlockedAt', (extract(epoch from l.unlocked_at) * 1000)::float8,
        'withdrawnAt', (extract(epoch from l.withdrawn_at) * 1000)::float8) ORDER BY l.created_at)
      FROM leads l JOIN vendors v ON v.id = l.vendor_id
      WHERE l.request_id = p_request_id);
END
$$;
