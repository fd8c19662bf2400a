/** POSTs JSON (or a raw string, to test broken bodies) to the app and reads the JSON answer. */
export async function postJson<T>(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as T & { error?: string },
  };
}
