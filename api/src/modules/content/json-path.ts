/**
 * A zod issue path as a JSON path an editor can find in the file: `$.data["aboutVolunteer "][0].title`. Keys that
 * are not plain identifiers (spaces, dashes) are quoted, so a stray trailing space is visible in the message.
 */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '$';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}
