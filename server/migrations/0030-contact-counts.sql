-- The clinic's count of contacts (server/contact-counts/): how many of each kind came from each page
-- of the site on each day (Lima time), and nothing else. No time of day, no address, no cookie, no
-- identifier: a row is a total, never a person. server/contact-counts/store.test.ts fails if a
-- column is added here.
CREATE TABLE contact_counts (
  day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  page TEXT NOT NULL CHECK (page GLOB '/app/*' AND length(page) <= 200),
  kind TEXT NOT NULL CHECK (kind IN ('solicitud', 'formulario', 'chat', 'telefono', 'reclamo')),
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, page, kind)
) STRICT, WITHOUT ROWID;
