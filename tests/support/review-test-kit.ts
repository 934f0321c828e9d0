/** The reference API called directly from review-tab browser tests, as another person would. */

export async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(path, { ...init, headers });
  return (await response.json()) as T;
}
