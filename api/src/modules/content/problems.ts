/** One thing wrong in a content folder: which file, where in it, and what. */
export interface ContentProblem {
  /** Relative to the content folder, e.g. sites/localhost/index.json. */
  file: string;
  /** A JSON path inside the file ('$' for the file as a whole). */
  path: string;
  message: string;
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file} ${problem.path}: ${problem.message}`;
}
