/** Walking a model test's paths: shared by the model tests that walk every path in one test. */

/** Walks the paths one after the other (one test each would cost more than the walk); a failure names its path. */
export async function walkAll<P>(paths: readonly P[], name: (path: P) => string, walk: (path: P) => Promise<void>): Promise<void> {
  for (const path of paths) {
    try {
      await walk(path);
    } catch (error) {
      if (error instanceof Error) error.message = `${name(path)}\n${error.message}`;
      throw error;
    }
  }
}
