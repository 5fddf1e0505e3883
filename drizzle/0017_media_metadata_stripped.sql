-- Originals stored before uploads were stripped of EXIF, XMP, IPTC and comments: the server strips them once at start-up
-- (stripStoredOriginals) and marks them here (decision 2).
ALTER TABLE "media" ADD COLUMN "metadata_stripped" boolean DEFAULT false NOT NULL;
