// fixedArray: typed arrays for the hot paths' tables and scratch space.

type NumberArrayConstructor =
  | Int8ArrayConstructor
  | Uint8ArrayConstructor
  | Int16ArrayConstructor
  | Uint16ArrayConstructor
  | Int32ArrayConstructor
  | Uint32ArrayConstructor
  | Float64ArrayConstructor;

/**
 * A typed array of `length` elements on an ArrayBuffer of its own, element i set to `at(i)`
 * (0 without it). V8 keeps a small typed array (64 bytes or less) made by its constructor or
 * `from` inside the collected heap, where it can move, so optimised code reads it through its
 * base pointer and length: four more instructions and a check per load. An array on an
 * ArrayBuffer stays put, and code that holds it as a constant reads an element with one
 * instruction.
 */
export function fixedArray<C extends NumberArrayConstructor>(
  Ctor: C,
  length: number,
  at?: (i: number) => number,
): InstanceType<C> {
  const a = new Ctor(new ArrayBuffer(length * Ctor.BYTES_PER_ELEMENT)) as InstanceType<C>;
  // Filled through a plain list and `set`, not element by element: this loop runs hot enough at
  // start-up for V8 to compile it, and a store compiled for one kind of typed array is thrown
  // away at the next table of another kind (a deoptimisation `tierup.mjs` reports).
  if (at !== undefined) {
    const values: number[] = [];
    for (let i = 0; i < length; i++) values.push(at(i));
    a.set(values);
  }
  return a;
}

/**
 * A typed array of `length` elements on an ArrayBuffer of its own (see `fixedArray`), its first
 * elements `values` and the rest `rest` (0 without it): a table written as literal data, whose
 * trailing entries of one value are left out of the literal.
 */
export function fixedArrayOf<C extends NumberArrayConstructor>(
  Ctor: C,
  length: number,
  values: readonly number[],
  rest = 0,
): InstanceType<C> {
  if (values.length > length) throw new Error(`internal: ${values.length} values for a table of ${length}`);
  const a = new Ctor(new ArrayBuffer(length * Ctor.BYTES_PER_ELEMENT)) as InstanceType<C>;
  if (rest !== 0) a.fill(rest, values.length);
  a.set(values);
  return a;
}
