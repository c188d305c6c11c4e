-- Written by hand (issue 29's "compliance that cannot be dodged"): core customer-keys.ts's nameKey now drops
-- invisible characters (soft hyphen, zero-width space and joiners, word joiner, byte-order mark), makes curly
-- apostrophes straight and dashes a space, so "Ivy\u200b Stone", "Sean O’Brien" and "Smith-Jones" key as
-- "ivy stone", "sean o'brien" and "smith jones". The keys stored before are brought to the same form: the same
-- replacements applied to the stored name part (before the last "|"; a name may hold one) are the new key.
UPDATE "orders" SET "name_postcode_key" =
	btrim(regexp_replace(
		regexp_replace(
			regexp_replace(
				regexp_replace(substring("name_postcode_key" from '^(.*)\|[^|]*$'), '[\u00AD\u061C\u180E\u200B-\u200F\u2060-\u2064\uFEFF]', '', 'g'),
				'[\u2018\u2019\u201B\u02BC\u0060\u2032]', '''', 'g'),
			'[-\u2010-\u2015\u2212]', ' ', 'g'),
		'\s+', ' ', 'g'))
	|| '|' || substring("name_postcode_key" from '\|([^|]*)$')
WHERE "name_postcode_key" ~ '[-\u00AD\u061C\u180E\u200B-\u200F\u2060-\u2064\uFEFF\u2018\u2019\u201B\u02BC\u0060\u2032\u2010-\u2015\u2212]';
