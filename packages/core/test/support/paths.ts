// Paths into plain JSON-like values, for the robustness tests that replace one part of a valid
// input with anything and check that the scorer or the ledger names it rather than throws.

export type Path = readonly (string | number)[];

/** A copy of `value` with the part at `path` replaced by `part` (the whole when the path is empty). */
export function replaced(value: unknown, path: Path, part: unknown): unknown {
  if (path.length === 0) return part;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaced(copy[head!], rest, part);
  return copy;
}

/** Every path into a JSON value (its objects' keys and lists' indices), the whole value's first. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const here: Path[] = [prefix];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => pathsOf(v, [...prefix, i]))];
  if (value && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
  return here;
}
