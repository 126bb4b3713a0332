/** Only same-origin paths may be a redirect target (no open redirect through ?redirect=). */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value.startsWith('/auth')) return fallback;
  return value;
}
