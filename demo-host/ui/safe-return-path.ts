/** `from` must stay on this site: a path, never another origin (`//evil`, `https:`…). */
export function safeReturnPath(from: string | null): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  return from;
}
