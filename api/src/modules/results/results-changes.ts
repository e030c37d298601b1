/**
 * Writes of this process that change what a result lookup shows (an import, a correction filed, decided or
 * settled), counted: a process's kept results check the version again at once after its own writes, and within
 * a second after another process's.
 */
let changes = 0;

export const noteResultsChanged = (): void => {
  changes += 1;
};

export const resultsChanges = (): number => changes;
