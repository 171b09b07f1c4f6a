/** Whether the bundle at `bundle` (a file URL) is newer than every source it lists (fresh.js). */
export function isBundleFresh(bundle: URL): boolean;
