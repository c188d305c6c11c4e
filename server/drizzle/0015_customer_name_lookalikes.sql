-- Written by hand (an attacker's pass): core customer-keys.ts's nameKey now reads Cyrillic and Greek letters
-- that print as a Latin one as that letter ("Viсtor Ηugo" with a Cyrillic с and a Greek Η is "victor hugo"),
-- so three orders so written link for the ID check. The keys stored before are brought to the same form: the
-- same table (core LOOKALIKE_LETTERS → LATIN_LETTERS) applied to the stored name part (before the last "|").
-- A postcode written with such letters had no key before and keeps none: new orders key it.
UPDATE "orders" SET "name_postcode_key" =
	translate(substring("name_postcode_key" from '^(.*)\|[^|]*$'),
		'авекмнорстухѕіјԁԛԝһӏүαβεζηικμνορτυχϲϳ', 'abekmhopctyxsijdqwhlyabezhikmnoptyxcj')
	|| '|' || substring("name_postcode_key" from '\|([^|]*)$')
WHERE "name_postcode_key" ~ '[авекмнорстухѕіјԁԛԝһӏүαβεζηικμνορτυχϲϳ]';
