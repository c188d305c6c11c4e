/**
 * Where to go back to after signing in (`?from=`, the OIDC `redirect`): a path of this site, else "/". An open
 * redirect would let a link send a signed-in user anywhere: "//evil.example" and "/\evil.example" are other
 * hosts to a browser (it reads "\" as "/"), and a control character can hide either.
 */
export function safeReturnPath(value: string | undefined | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20)) return '/';
  return value;
}
