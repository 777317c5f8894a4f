-- Written by `npm run sql:snapshot` from the @Sql examples of search/search.repository.ts: do not edit.

-- SearchRepository.search (a typo)
WITH lexicon AS MATERIALIZED (
SELECT t.typed, coalesce(array_agg(s.word) FILTER (WHERE s.word IS NOT NULL), '{}') AS words,
  coalesce(array_agg(s.uses) FILTER (WHERE s.word IS NOT NULL), '{}') AS uses
FROM unnest((SELECT $13::text[])) WITH ORDINALITY AS t(typed, position)
LEFT JOIN LATERAL (
  SELECT w.word, w.uses FROM search_words w
  WHERE w.owner_id = (SELECT $1::uuid) AND w.word >= t.typed COLLATE "C" AND w.word < (t.typed || chr(1114111)) COLLATE "C"
  ORDER BY w.word
  LIMIT 65
) s ON true
GROUP BY t.typed, t.position
ORDER BY t.position),
  -- planSearch on the lexicon's rows: the matches are at most the fewest documents of any typed word (a prefix
  -- of more words than were read: more than can be told), and, for one word, at least its commonest word's.
  plan AS MATERIALIZED (
    SELECT coalesce(bool_and(l.words > 0) AND min(l.documents) > 1000, false) AS walked,
      count(*) > 1 OR coalesce(max(l.commonest), 0) <= 1000 AS counted
    FROM (
      SELECT cardinality(x.words) AS words,
        CASE WHEN cardinality(x.words) > 64 THEN 'Infinity'::float8
          ELSE (SELECT coalesce(sum(u), 0) FROM unnest(x.uses) u)::float8 END AS documents,
        (SELECT coalesce(max(u), 0) FROM unnest(x.uses) u) AS commonest
      FROM lexicon x
    ) l
  ),
  walk AS (
  WITH found_page AS MATERIALIZED (
  -- The owner's newest matching entries, each judged per side on its stored document once: only these flags
  -- and the ranks of the newest are kept, not the documents.
  WITH entry_matches AS MATERIALIZED (
    SELECT m.id, m.kind, m.created_at, m.n <= 100 AS ranked,
      m.search_vector @@ $3::tsquery AS user_has_all, m.search_vector @@ $4::tsquery AS reply_has_all,
      CASE WHEN m.n <= 100 THEN ts_rank('{0,0,0,1}'::float4[], m.search_vector, (SELECT $2::tsquery)) END AS user_rank,
      CASE WHEN m.n <= 100 THEN ts_rank('{0,0,1,0}'::float4[], m.search_vector, (SELECT $2::tsquery)) END AS reply_rank
    FROM (
      SELECT e.id, e.kind, e.created_at, e.search_vector,
        row_number() OVER (ORDER BY e.created_at DESC) AS n
      FROM (
        SELECT e.id, e.kind, e.created_at, e.search_vector
        FROM entries e
        WHERE e.owner_id = (SELECT $1::uuid) AND ts_match_vq(e.search_vector, (SELECT $2::tsquery)) AND (SELECT plan.walked FROM plan)
        ORDER BY e.created_at DESC
        LIMIT (SELECT CASE WHEN plan.counted THEN 1001 ELSE $5::int END FROM plan)
      ) e
    ) m
  ),
  file_matches AS MATERIALIZED (
    SELECT m.id, m.created_at, m.n <= 100 AS ranked,
      CASE WHEN m.n <= 100 THEN ts_rank(m.search_vector, (SELECT $2::tsquery)) END AS rank
    FROM (
      SELECT f.id, f.created_at, f.search_vector, row_number() OVER (ORDER BY f.created_at DESC) AS n
      FROM (
        SELECT f.id, f.created_at, f.search_vector
        FROM files f
        -- Only files an entry carries: an upload never sent (or taken out of the composer) is found by
        -- nothing, and goes with the abandoned uploads.
        WHERE f.owner_id = (SELECT $1::uuid) AND f.search_vector @@ (SELECT $2::tsquery) AND (SELECT plan.walked FROM plan)
          AND EXISTS (SELECT 1 FROM entries l WHERE l.file_id = f.id AND l.owner_id = (SELECT $1::uuid))
        ORDER BY f.created_at DESC
        LIMIT (SELECT CASE WHEN plan.counted THEN 1001 ELSE $5::int END FROM plan)
      ) f
    ) m
  ),
  results AS (
    -- A side that matches on its own is a result; when the words are spread over both, the user's side is.
    SELECT CASE m.kind WHEN 'note' THEN 'note' WHEN 'opening' THEN 'prompt' ELSE 'continuation' END AS type,
      m.id AS entry_id, NULL::uuid AS file_id, 'user' AS side, m.created_at, m.ranked, m.user_rank AS rank
    FROM entry_matches m
    WHERE m.user_has_all OR NOT m.reply_has_all
    UNION ALL
    SELECT CASE m.kind WHEN 'opening' THEN 'response' ELSE 'continuation-response' END,
      m.id, NULL, 'reply', m.created_at, m.ranked, m.reply_rank
    FROM entry_matches m
    WHERE m.reply_has_all
    UNION ALL
    SELECT 'file', NULL, f.id, 'file', f.created_at, f.ranked, f.rank
    FROM file_matches f
  ),
  page AS (
    SELECT p.*, row_number() OVER (ORDER BY ranked DESC, rank DESC, created_at DESC, coalesce(file_id, entry_id), type)
      AS position
    FROM (
      SELECT * FROM results
      ORDER BY ranked DESC, rank DESC, created_at DESC, coalesce(file_id, entry_id), type
      LIMIT $6 OFFSET $7
    ) p
  )
  SELECT counted.results, counted.entry_matches, counted.file_matches,
    page.type, page.entry_id, page.file_id, page.side, page.position
  FROM (
    SELECT (SELECT count(*)::int FROM results) AS results,
      (SELECT count(*)::int FROM entry_matches) AS entry_matches,
      (SELECT count(*)::int FROM file_matches) AS file_matches
  ) counted
  LEFT JOIN page ON true
  ORDER BY page.position),
  shown AS (
  WITH page AS (SELECT type, entry_id, file_id, side, position FROM found_page WHERE type IS NOT NULL),
  -- What each result of the page shows: an entry's side, or a file's name (and its text when the name alone
  -- does not hold every word). A file links to the first entry it is attached to, if any.
  found AS MATERIALIZED (
    SELECT page.type, page.position, page.file_id,
      coalesce(f.created_at, e.created_at) AS created_at,
      coalesce(e.id, link.id) AS entry_id,
      coalesce(e.conversation_id, link.conversation_id) AS conversation_id,
      coalesce(e.kind, link.kind) AS kind,
      coalesce(e.order_index, link.order_index) AS order_index,
      CASE
        WHEN page.file_id IS NOT NULL THEN f.name
        ELSE search_plain_text(CASE page.side WHEN 'user' THEN e.user_text ELSE e.reply_text END)
      END AS body,
      page.file_id IS NOT NULL
        AND NOT to_tsvector('simple', f.name || ' ' || regexp_replace(f.name, '[^[:alnum:]]+', ' ', 'g')) @@ (SELECT $2::tsquery) AS in_text,
      f.extracted_text
    FROM page
    LEFT JOIN entries e ON page.file_id IS NULL AND e.id = page.entry_id AND e.owner_id = (SELECT $1::uuid)
    LEFT JOIN files f ON f.id = page.file_id AND f.owner_id = (SELECT $1::uuid)
    LEFT JOIN LATERAL (
      SELECT l.id, l.conversation_id, l.kind, l.order_index
      FROM entries l
      WHERE l.file_id = page.file_id AND l.owner_id = (SELECT $1::uuid)
      ORDER BY l.created_at, l.id
      LIMIT 1
    ) link ON page.file_id IS NOT NULL
  )
  SELECT
    found.position, found.type, found.entry_id, found.file_id, found.conversation_id, found.kind, found.created_at,
    c.project_name,
    CASE WHEN found.kind = 'continuation' THEN (
      SELECT count(*)::int FROM entries earlier
      WHERE earlier.conversation_id = found.conversation_id
        AND earlier.kind = 'continuation'
        AND earlier.order_index < found.order_index
    ) END AS continuation_index,
    ts_headline(
      'simple', translate(found.body, $8, ''), coalesce(highlight.query, $11::tsquery), CASE WHEN length(found.body) <= 160 THEN $9 ELSE $10 END
    )
      AS headline,
    -- The words highlighted in a file's text are those it was found by.
    CASE WHEN found.in_text THEN ts_headline(
      'simple', translate(file_text.body, $8, ''), $11::tsquery, CASE WHEN length(file_text.body) <= 160 THEN $9 ELSE $10 END
    ) END AS file_text_headline
  FROM found
  LEFT JOIN conversations c ON c.id = found.conversation_id
  -- ts_headline reads the whole text it is given: a long one is cut to a window from a little before the
  -- first word found (less its cut first word), or given whole when no word start is found there.
  LEFT JOIN LATERAL (
    SELECT CASE
      WHEN length(found.extracted_text) <= 2000 OR first_word.at = 0 THEN found.extracted_text
      WHEN first_word.at <= 300 THEN left(found.extracted_text, 2000)
      ELSE regexp_replace(
        substr(found.extracted_text, first_word.at - 300, 2000),
        '^\S*\s+', '')
    END AS body
    FROM (
      SELECT CASE WHEN length(found.extracted_text) <= 2000 THEN 0 ELSE coalesce(strpos(
        found.extracted_text,
        (regexp_match(found.extracted_text, '\m(?:' || array_to_string(ARRAY(
        SELECT regexp_replace(w, '([^[:alnum:]])', '\\\1', 'g') FROM unnest($12::text[]) w), '|') || ')', 'i'))[1]
      ), 0) END AS at
    ) first_word
  ) file_text ON found.in_text
  -- A file name is found by the words inside its tokens (harbour-map.png is one token): highlight the words
  -- searched for and the tokens that hold one of them inside, quoted as tsquery lexemes. An entry's document
  -- holds no inner words, so its words searched for are all there is to highlight. (A CASE, as a join's
  -- condition is tested after the lateral row is made: 0.2 ms an entry for nothing.)
  LEFT JOIN LATERAL (
    SELECT CASE WHEN found.file_id IS NOT NULL THEN $11::tsquery || coalesce((
      SELECT to_tsquery('simple', string_agg('''' || replace(replace(l.lexeme, '\', '\\'), '''', '''''') || '''', ' | '))
      FROM unnest(to_tsvector('simple', found.body)) l
      WHERE l.lexeme ~ '[^[:alnum:]]' AND to_tsvector('simple', regexp_replace(l.lexeme, '[^[:alnum:]]+', ' ', 'g')) @@ $11::tsquery
    ), $11::tsquery) END AS query
  ) highlight ON true
  -- Gone since it was found (deleted in between): left out.
  WHERE found.body IS NOT NULL
  ORDER BY found.position)
  SELECT counted.results, counted.entry_matches, counted.file_matches, shown.*
  FROM (SELECT results, entry_matches, file_matches FROM found_page LIMIT 1) counted
  LEFT JOIN shown ON true
  ORDER BY shown.position)
  SELECT plan.walked, plan.counted,
    CASE WHEN row_number() OVER (ORDER BY walk.position) = 1 THEN (
      SELECT json_agg(json_build_object('typed', x.typed, 'words', x.words, 'uses', x.uses)
                      ORDER BY array_position((SELECT $13::text[]), x.typed))
      FROM lexicon x
    ) END AS lexicon,
    walk.*
  FROM plan CROSS JOIN walk
  ORDER BY walk.position;
START TRANSACTION;
SET LOCAL pg_trgm.word_similarity_threshold = 0.45;
SELECT t.typed, c.word, c.uses
FROM unnest($2::text[]) WITH ORDINALITY AS t(typed, position)
CROSS JOIN LATERAL (
  SELECT s.word, s.uses, word_similarity(t.typed, s.word) AS similarity FROM search_words s
  WHERE s.owner_id = $1 AND t.typed <% s.word
  ORDER BY similarity DESC, s.word
  LIMIT 20
) c
ORDER BY t.position, c.similarity DESC, c.word;
COMMIT;
-- The owner's newest matching entries, each judged per side on its stored document once: only these flags
-- and the ranks of the newest are kept, not the documents.
WITH entry_matches AS MATERIALIZED (
  SELECT m.id, m.kind, m.created_at, m.n <= 100 AS ranked,
    m.search_vector @@ $3::tsquery AS user_has_all, m.search_vector @@ $4::tsquery AS reply_has_all,
    CASE WHEN m.n <= 100 THEN ts_rank('{0,0,0,1}'::float4[], m.search_vector, $2::tsquery) END AS user_rank,
    CASE WHEN m.n <= 100 THEN ts_rank('{0,0,1,0}'::float4[], m.search_vector, $2::tsquery) END AS reply_rank
  FROM (
    SELECT e.id, e.kind, e.created_at, e.search_vector,
      row_number() OVER (ORDER BY e.created_at DESC) AS n
    FROM (
      SELECT e.id, e.kind, e.created_at, e.search_vector
      FROM entries e
      WHERE e.owner_id = $1 AND e.search_vector @@ $5::tsquery
      ORDER BY e.created_at DESC
      LIMIT $6::int
    ) e
  ) m
),
file_matches AS MATERIALIZED (
  SELECT m.id, m.created_at, m.n <= 100 AS ranked,
    CASE WHEN m.n <= 100 THEN ts_rank(m.search_vector, $2::tsquery) END AS rank
  FROM (
    SELECT f.id, f.created_at, f.search_vector, row_number() OVER (ORDER BY f.created_at DESC) AS n
    FROM (
      SELECT f.id, f.created_at, f.search_vector
      FROM files f
      -- Only files an entry carries: an upload never sent (or taken out of the composer) is found by
      -- nothing, and goes with the abandoned uploads.
      WHERE f.owner_id = $1 AND f.search_vector @@ $5::tsquery
        AND EXISTS (SELECT 1 FROM entries l WHERE l.file_id = f.id AND l.owner_id = $1)
      ORDER BY f.created_at DESC
      LIMIT $6::int
    ) f
  ) m
),
results AS (
  -- A side that matches on its own is a result; when the words are spread over both, the user's side is.
  SELECT CASE m.kind WHEN 'note' THEN 'note' WHEN 'opening' THEN 'prompt' ELSE 'continuation' END AS type,
    m.id AS entry_id, NULL::uuid AS file_id, 'user' AS side, m.created_at, m.ranked, m.user_rank AS rank
  FROM entry_matches m
  WHERE m.user_has_all OR NOT m.reply_has_all
  UNION ALL
  SELECT CASE m.kind WHEN 'opening' THEN 'response' ELSE 'continuation-response' END,
    m.id, NULL, 'reply', m.created_at, m.ranked, m.reply_rank
  FROM entry_matches m
  WHERE m.reply_has_all
  UNION ALL
  SELECT 'file', NULL, f.id, 'file', f.created_at, f.ranked, f.rank
  FROM file_matches f
),
page AS (
  SELECT p.*, row_number() OVER (ORDER BY ranked DESC, rank DESC, created_at DESC, coalesce(file_id, entry_id), type)
    AS position
  FROM (
    SELECT * FROM results
    ORDER BY ranked DESC, rank DESC, created_at DESC, coalesce(file_id, entry_id), type
    LIMIT $7 OFFSET $8
  ) p
)
SELECT counted.results, counted.entry_matches, counted.file_matches,
  page.type, page.entry_id, page.file_id, page.side, page.position
FROM (
  SELECT (SELECT count(*)::int FROM results) AS results,
    (SELECT count(*)::int FROM entry_matches) AS entry_matches,
    (SELECT count(*)::int FROM file_matches) AS file_matches
) counted
LEFT JOIN page ON true
ORDER BY page.position;
WITH page AS (SELECT p.type, p.entry_id, p.file_id, p.side, p.position
  FROM unnest((SELECT $1::text[]), (SELECT $2::uuid[]), (SELECT $3::uuid[]), (SELECT $4::text[]))
    WITH ORDINALITY AS p(type, entry_id, file_id, side, position)),
-- What each result of the page shows: an entry's side, or a file's name (and its text when the name alone
-- does not hold every word). A file links to the first entry it is attached to, if any.
found AS MATERIALIZED (
  SELECT page.type, page.position, page.file_id,
    coalesce(f.created_at, e.created_at) AS created_at,
    coalesce(e.id, link.id) AS entry_id,
    coalesce(e.conversation_id, link.conversation_id) AS conversation_id,
    coalesce(e.kind, link.kind) AS kind,
    coalesce(e.order_index, link.order_index) AS order_index,
    CASE
      WHEN page.file_id IS NOT NULL THEN f.name
      ELSE search_plain_text(CASE page.side WHEN 'user' THEN e.user_text ELSE e.reply_text END)
    END AS body,
    page.file_id IS NOT NULL
      AND NOT to_tsvector('simple', f.name || ' ' || regexp_replace(f.name, '[^[:alnum:]]+', ' ', 'g')) @@ $6::tsquery AS in_text,
    f.extracted_text
  FROM page
  LEFT JOIN entries e ON page.file_id IS NULL AND e.id = page.entry_id AND e.owner_id = (SELECT $5::uuid)
  LEFT JOIN files f ON f.id = page.file_id AND f.owner_id = (SELECT $5::uuid)
  LEFT JOIN LATERAL (
    SELECT l.id, l.conversation_id, l.kind, l.order_index
    FROM entries l
    WHERE l.file_id = page.file_id AND l.owner_id = (SELECT $5::uuid)
    ORDER BY l.created_at, l.id
    LIMIT 1
  ) link ON page.file_id IS NOT NULL
)
SELECT
  found.position, found.type, found.entry_id, found.file_id, found.conversation_id, found.kind, found.created_at,
  c.project_name,
  CASE WHEN found.kind = 'continuation' THEN (
    SELECT count(*)::int FROM entries earlier
    WHERE earlier.conversation_id = found.conversation_id
      AND earlier.kind = 'continuation'
      AND earlier.order_index < found.order_index
  ) END AS continuation_index,
  ts_headline(
    'simple', translate(found.body, $7, ''), coalesce(highlight.query, $10::tsquery), CASE WHEN length(found.body) <= 160 THEN $8 ELSE $9 END
  )
    AS headline,
  -- The words highlighted in a file's text are those it was found by.
  CASE WHEN found.in_text THEN ts_headline(
    'simple', translate(file_text.body, $7, ''), $10::tsquery, CASE WHEN length(file_text.body) <= 160 THEN $8 ELSE $9 END
  ) END AS file_text_headline
FROM found
LEFT JOIN conversations c ON c.id = found.conversation_id
-- ts_headline reads the whole text it is given: a long one is cut to a window from a little before the
-- first word found (less its cut first word), or given whole when no word start is found there.
LEFT JOIN LATERAL (
  SELECT CASE
    WHEN length(found.extracted_text) <= 2000 OR first_word.at = 0 THEN found.extracted_text
    WHEN first_word.at <= 300 THEN left(found.extracted_text, 2000)
    ELSE regexp_replace(
      substr(found.extracted_text, first_word.at - 300, 2000),
      '^\S*\s+', '')
  END AS body
  FROM (
    SELECT CASE WHEN length(found.extracted_text) <= 2000 THEN 0 ELSE coalesce(strpos(
      found.extracted_text,
      (regexp_match(found.extracted_text, '\m(?:' || array_to_string(ARRAY(
      SELECT regexp_replace(w, '([^[:alnum:]])', '\\\1', 'g') FROM unnest($11::text[]) w), '|') || ')', 'i'))[1]
    ), 0) END AS at
  ) first_word
) file_text ON found.in_text
-- A file name is found by the words inside its tokens (harbour-map.png is one token): highlight the words
-- searched for and the tokens that hold one of them inside, quoted as tsquery lexemes. An entry's document
-- holds no inner words, so its words searched for are all there is to highlight. (A CASE, as a join's
-- condition is tested after the lateral row is made: 0.2 ms an entry for nothing.)
LEFT JOIN LATERAL (
  SELECT CASE WHEN found.file_id IS NOT NULL THEN $10::tsquery || coalesce((
    SELECT to_tsquery('simple', string_agg('''' || replace(replace(l.lexeme, '\', '\\'), '''', '''''') || '''', ' | '))
    FROM unnest(to_tsvector('simple', found.body)) l
    WHERE l.lexeme ~ '[^[:alnum:]]' AND to_tsvector('simple', regexp_replace(l.lexeme, '[^[:alnum:]]+', ' ', 'g')) @@ $10::tsquery
  ), $10::tsquery) END AS query
) highlight ON true
-- Gone since it was found (deleted in between): left out.
WHERE found.body IS NOT NULL
ORDER BY found.position;
