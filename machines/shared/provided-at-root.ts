/**
 * The stand-in for an actor that a machine declares by name in `setup()`: the app root provides the
 * real one (src/app/actors/<area>.actors.ts) and tests provide fakes, both with `.provide()`. Running
 * the stand-in means a `.provide()` is missing, so it says which actor and where it comes from.
 */
export function providedAtRoot(name: string) {
  return async (): Promise<never> => {
    throw new Error(`The ${name} actor is provided at the app root (src/app/actors): call machine.provide({ actors }).`);
  };
}
