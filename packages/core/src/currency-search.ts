import countryToCurrency from 'country-to-currency';

/**
 * What else finds a currency in a search box than its code and names (issue 31.10: "Spain" and "¥" found
 * nothing): the countries that use it, from the maintained ISO 3166 → ISO 4217 table of `country-to-currency`
 * with the countries' English names from Intl ("Spain" finds EUR, "Japan" JPY), and its symbols as en-GB
 * writes them ("¥" finds JPY and CNY, "$" the dollars, "€" EUR). Built once, on the first search, not at load:
 * the rates page's first paint does not pay for it.
 */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

let countries: Map<string, string[]> | null = null;

function countriesByCurrency(): Map<string, string[]> {
  if (countries) return countries;
  countries = new Map();
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(['en-GB'], { type: 'region' });
  } catch {
    // No region names in this runtime: countries are not searchable, codes and names still are.
  }
  for (const [region, code] of Object.entries(countryToCurrency)) {
    const name = names?.of(region);
    if (!name || name === region) continue;
    const list = countries.get(code) ?? [];
    list.push(fold(name));
    countries.set(code, list);
  }
  return countries;
}

const symbols = new Map<string, string[]>();

function symbolsOf(code: string): string[] {
  const known = symbols.get(code);
  if (known) return known;
  const found: string[] = [];
  for (const currencyDisplay of ['symbol', 'narrowSymbol'] as const) {
    try {
      const part = new Intl.NumberFormat('en-GB', { style: 'currency', currency: code, currencyDisplay })
        .formatToParts(0)
        .find((p) => p.type === 'currency')?.value;
      if (part && part !== code) found.push(part);
    } catch {
      // Not an ISO code Intl knows: no symbol to match.
    }
  }
  symbols.set(code, found);
  return found;
}

/** True when `query` names a country that uses `code`, or is one of its symbols (or part of one: "$"). */
export function matchesCountryOrSymbol(code: string, query: string): boolean {
  const q = fold(query);
  if (q === '') return false;
  // No letter or digit: a symbol ("¥", "$", "€", "£").
  if (!/[\p{L}\p{N}]/u.test(q)) return symbolsOf(code).some((s) => s.includes(query.trim()));
  // From the start of a word of the name: "spa" finds Spain, but "yen" not Svalbard & Jan Mayen.
  return (countriesByCurrency().get(code) ?? []).some((name) =>
    name.split(/[^\p{L}\p{N}]+/u).some((word, i, words) => words.slice(i).join(' ').startsWith(q)),
  );
}
