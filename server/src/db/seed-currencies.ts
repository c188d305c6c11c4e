/**
 * Bundled currency list: ISO code, currency name, country label, a SAMPLE market rate (units per 1 GBP) and
 * the margins a high-street bureau uses (Sell negative: the customer gets fewer units when buying; Buy
 * positive: the customer gives more units when selling). Majors carry ~1%, exotics wider.
 *
 * These rates are illustrative samples, not live quotes: every seeded row is stored with `sample = true` until
 * staff or the rate service set a real rate. EUR and JPY carry the worked numbers of docs/pricing.md.
 */
export const SAMPLE_RATES_DATE = '2026-11-01';

export interface SeedCurrency {
  code: string;
  name: string;
  label: string;
  rate: string;
  sell: string;
  buy: string;
}

type Row = [code: string, name: string, label: string, rate: string, sell: string, buy: string];

const rows: Row[] = [
  // Majors first: the order the rate lists show.
  ['EUR', 'Euro', 'European Union', '1.1650', '-1.1', '1'],
  ['USD', 'US Dollar', 'United States', '1.3380', '-1.1', '1'],
  ['JPY', 'Japanese Yen', 'Japan', '167.3420', '-2.5', '3'],
  ['CHF', 'Swiss Franc', 'Switzerland', '1.0650', '-1.5', '1.5'],
  ['AUD', 'Australian Dollar', 'Australia', '2.0380', '-1.5', '1.5'],
  ['CAD', 'Canadian Dollar', 'Canada', '1.8550', '-1.5', '1.5'],
  ['NZD', 'New Zealand Dollar', 'New Zealand', '2.3050', '-2', '2'],
  ['AED', 'UAE Dirham', 'United Arab Emirates', '4.9140', '-2', '2'],
  ['TRY', 'Turkish Lira', 'Turkey', '55.8000', '-3.5', '4'],
  ['INR', 'Indian Rupee', 'India', '118.4000', '-3', '3.5'],
  ['CNY', 'Chinese Yuan', 'China', '9.5200', '-2.5', '3'],
  ['HKD', 'Hong Kong Dollar', 'Hong Kong', '10.4100', '-2', '2'],
  ['SGD', 'Singapore Dollar', 'Singapore', '1.7250', '-2', '2'],
  ['THB', 'Thai Baht', 'Thailand', '43.5000', '-2.5', '3'],
  ['ZAR', 'South African Rand', 'South Africa', '23.3000', '-2.5', '3'],
  ['SEK', 'Swedish Krona', 'Sweden', '12.6500', '-1.8', '2'],
  ['NOK', 'Norwegian Krone', 'Norway', '13.4100', '-1.8', '2'],
  ['DKK', 'Danish Krone', 'Denmark', '8.6950', '-1.8', '2'],
  ['PLN', 'Polish Zloty', 'Poland', '4.9450', '-1.8', '2'],
  ['CZK', 'Czech Koruna', 'Czech Republic', '28.1500', '-2', '2.5'],
  ['HUF', 'Hungarian Forint', 'Hungary', '448.2000', '-2.5', '3'],
  ['RON', 'Romanian Leu', 'Romania', '5.8900', '-2.5', '3'],
  ['BGN', 'Bulgarian Lev', 'Bulgaria', '2.2790', '-2.5', '3'],
  ['ISK', 'Icelandic Krona', 'Iceland', '163.5000', '-3', '3.5'],
  ['RSD', 'Serbian Dinar', 'Serbia', '136.5000', '-3.5', '4'],
  ['MKD', 'Macedonian Denar', 'North Macedonia', '71.7000', '-3.5', '4'],
  ['ALL', 'Albanian Lek', 'Albania', '110.5000', '-3.5', '4'],
  ['BAM', 'Convertible Mark', 'Bosnia and Herzegovina', '2.2790', '-3.5', '4'],
  ['GEL', 'Georgian Lari', 'Georgia', '3.6200', '-3.5', '4'],
  ['AMD', 'Armenian Dram', 'Armenia', '512.0000', '-4', '4.5'],
  ['AZN', 'Azerbaijani Manat', 'Azerbaijan', '2.2750', '-4', '4.5'],
  ['UAH', 'Ukrainian Hryvnia', 'Ukraine', '55.6000', '-4', '4.5'],
  ['MDL', 'Moldovan Leu', 'Moldova', '22.7000', '-4', '4.5'],
  ['KZT', 'Kazakhstani Tenge', 'Kazakhstan', '690.0000', '-4', '4.5'],
  ['UZS', 'Uzbekistani Som', 'Uzbekistan', '16100.0000', '-4.5', '5'],
  ['ILS', 'Israeli Shekel', 'Israel', '4.4600', '-2.5', '3'],
  ['SAR', 'Saudi Riyal', 'Saudi Arabia', '5.0180', '-2', '2.5'],
  ['QAR', 'Qatari Riyal', 'Qatar', '4.8710', '-2', '2.5'],
  ['KWD', 'Kuwaiti Dinar', 'Kuwait', '0.4100', '-2.5', '3'],
  ['BHD', 'Bahraini Dinar', 'Bahrain', '0.5040', '-2.5', '3'],
  ['OMR', 'Omani Rial', 'Oman', '0.5145', '-2.5', '3'],
  ['JOD', 'Jordanian Dinar', 'Jordan', '0.9490', '-3', '3.5'],
  ['IQD', 'Iraqi Dinar', 'Iraq', '1753.0000', '-5', '6'],
  ['LBP', 'Lebanese Pound', 'Lebanon', '119800.0000', '-5', '6'],
  ['EGP', 'Egyptian Pound', 'Egypt', '63.5000', '-4', '5'],
  ['MAD', 'Moroccan Dirham', 'Morocco', '12.2500', '-3.5', '4'],
  ['TND', 'Tunisian Dinar', 'Tunisia', '3.9300', '-3.5', '4'],
  ['KES', 'Kenyan Shilling', 'Kenya', '172.8000', '-4', '5'],
  ['TZS', 'Tanzanian Shilling', 'Tanzania', '3290.0000', '-4.5', '5'],
  ['UGX', 'Ugandan Shilling', 'Uganda', '4680.0000', '-4.5', '5'],
  ['NGN', 'Nigerian Naira', 'Nigeria', '1950.0000', '-5', '6'],
  ['GHS', 'Ghanaian Cedi', 'Ghana', '14.6000', '-4.5', '5'],
  ['ETB', 'Ethiopian Birr', 'Ethiopia', '190.0000', '-5', '6'],
  ['BWP', 'Botswana Pula', 'Botswana', '18.1000', '-4', '4.5'],
  ['NAD', 'Namibian Dollar', 'Namibia', '23.3000', '-4', '4.5'],
  ['MZN', 'Mozambican Metical', 'Mozambique', '85.5000', '-4.5', '5'],
  ['ZMW', 'Zambian Kwacha', 'Zambia', '30.5000', '-4.5', '5'],
  ['MUR', 'Mauritian Rupee', 'Mauritius', '61.2000', '-3.5', '4'],
  ['SCR', 'Seychellois Rupee', 'Seychelles', '19.3000', '-3.5', '4'],
  ['XOF', 'West African CFA Franc', 'West African States', '764.1900', '-4', '4.5'],
  ['XAF', 'Central African CFA Franc', 'Central African States', '764.1900', '-4', '4.5'],
  ['CVE', 'Cape Verdean Escudo', 'Cape Verde', '128.4600', '-4', '4.5'],
  ['PKR', 'Pakistani Rupee', 'Pakistan', '377.5000', '-4', '4.5'],
  ['LKR', 'Sri Lankan Rupee', 'Sri Lanka', '403.2000', '-4', '4.5'],
  ['BDT', 'Bangladeshi Taka', 'Bangladesh', '163.1000', '-4', '4.5'],
  ['NPR', 'Nepalese Rupee', 'Nepal', '189.4000', '-4', '4.5'],
  ['MVR', 'Maldivian Rufiyaa', 'Maldives', '20.6500', '-3.5', '4'],
  ['MYR', 'Malaysian Ringgit', 'Malaysia', '5.6300', '-2.5', '3'],
  ['IDR', 'Indonesian Rupiah', 'Indonesia', '22150.0000', '-3', '3.5'],
  ['PHP', 'Philippine Peso', 'Philippines', '78.4000', '-3', '3.5'],
  ['VND', 'Vietnamese Dong', 'Vietnam', '35200.0000', '-3.5', '4'],
  ['KRW', 'South Korean Won', 'South Korea', '1905.0000', '-2.5', '3'],
  ['TWD', 'New Taiwan Dollar', 'Taiwan', '41.2000', '-2.5', '3'],
  ['BND', 'Brunei Dollar', 'Brunei', '1.7250', '-3', '3.5'],
  ['KHR', 'Cambodian Riel', 'Cambodia', '5370.0000', '-4.5', '5'],
  ['LAK', 'Lao Kip', 'Laos', '28900.0000', '-5', '6'],
  ['MOP', 'Macanese Pataca', 'Macau', '10.7200', '-3', '3.5'],
  ['MNT', 'Mongolian Tugrik', 'Mongolia', '4800.0000', '-5', '6'],
  ['FJD', 'Fijian Dollar', 'Fiji', '3.0300', '-3.5', '4'],
  ['XPF', 'CFP Franc', 'French Polynesia', '139.0500', '-3.5', '4'],
  ['MXN', 'Mexican Peso', 'Mexico', '24.6000', '-2.5', '3'],
  ['BRL', 'Brazilian Real', 'Brazil', '7.2100', '-3', '3.5'],
  ['ARS', 'Argentine Peso', 'Argentina', '1850.0000', '-5', '6'],
  ['CLP', 'Chilean Peso', 'Chile', '1265.0000', '-3.5', '4'],
  ['COP', 'Colombian Peso', 'Colombia', '5200.0000', '-3.5', '4'],
  ['PEN', 'Peruvian Sol', 'Peru', '4.5300', '-3.5', '4'],
  ['UYU', 'Uruguayan Peso', 'Uruguay', '53.5000', '-4', '4.5'],
  ['PYG', 'Paraguayan Guarani', 'Paraguay', '9500.0000', '-4.5', '5'],
  ['BOB', 'Bolivian Boliviano', 'Bolivia', '9.2400', '-4', '4.5'],
  ['CRC', 'Costa Rican Colon', 'Costa Rica', '672.0000', '-4', '4.5'],
  ['GTQ', 'Guatemalan Quetzal', 'Guatemala', '10.2500', '-4', '4.5'],
  ['HNL', 'Honduran Lempira', 'Honduras', '35.1000', '-4.5', '5'],
  ['NIO', 'Nicaraguan Cordoba', 'Nicaragua', '49.2000', '-4.5', '5'],
  ['BZD', 'Belize Dollar', 'Belize', '2.6760', '-4', '4.5'],
  ['DOP', 'Dominican Peso', 'Dominican Republic', '84.6000', '-4', '4.5'],
  ['JMD', 'Jamaican Dollar', 'Jamaica', '214.5000', '-4', '4.5'],
  ['TTD', 'Trinidad and Tobago Dollar', 'Trinidad and Tobago', '9.0800', '-4', '4.5'],
  ['BBD', 'Barbadian Dollar', 'Barbados', '2.6760', '-3.5', '4'],
  ['BSD', 'Bahamian Dollar', 'Bahamas', '1.3380', '-3.5', '4'],
  ['BMD', 'Bermudian Dollar', 'Bermuda', '1.3380', '-3.5', '4'],
  ['KYD', 'Cayman Islands Dollar', 'Cayman Islands', '1.1150', '-3.5', '4'],
  ['XCD', 'East Caribbean Dollar', 'Eastern Caribbean', '3.6130', '-3.5', '4'],
  ['AWG', 'Aruban Florin', 'Aruba', '2.3950', '-4', '4.5'],
];

export const SEED_CURRENCIES: readonly SeedCurrency[] = rows.map(([code, name, label, rate, sell, buy]) => ({
  code,
  name,
  label,
  rate,
  sell,
  buy,
}));
