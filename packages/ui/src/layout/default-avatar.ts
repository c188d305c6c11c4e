/** Shown when the account has no photo: a neutral silhouette, inline so it works offline. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="20" fill="#dfe7f1"/><circle cx="20" cy="15" r="7" fill="#0b2545"/><path d="M6 35c2-8 8-11 14-11s12 3 14 11" fill="#0b2545"/></svg>',
  );
