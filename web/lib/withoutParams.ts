/** The address's query without `names`: a notice read from a link leaves the address bar. */
export function withoutParams(current: URLSearchParams, ...names: string[]): URLSearchParams {
  const rest = new URLSearchParams(current);
  for (const name of names) rest.delete(name);
  return rest;
}
